extension Ranker {
  /// The candidate indexes of the best `k` records, best first (none when the search is
  /// cancelled meanwhile).
  ///
  /// The leading narrow criteria of the key (typo, words, filters, proximity, attribute, exact:
  /// 16 bits at most) select first, one at a time over the candidates still tied: a histogram of
  /// the criterion's values gives the value at which the page fills; candidates below it are in
  /// the page whatever follows, those above it are out, and only those at it go on to the next
  /// criterion. What is still tied after them (custom ranking, sorts, geo) goes through the
  /// bounded heap. The page is the one a heap over every candidate gives, records and order, but a
  /// query matching a million records reads each candidate's figures once per criterion it ties
  /// on, in tight loops, instead of comparing whole keys.
  func top(_ k: Int) -> [Int] {
    let n = matches.count
    guard k > 0, n > 0 else { return [] }
    if k >= n { return sortedAll() }
    if let page = topInStoredOrder(k) { return page }
    let narrow = selectionCriteria()
    // Below this many tied candidates the heap is cheaper than another pass.
    let small = max(4 * k, 256)
    if narrow.isEmpty || n <= small { return heapTop(k, among: nil) }
    var sure: [Int] = []
    var pool = [UInt32](unsafeUninitializedCapacity: n) { buffer, count in
      for i in 0..<n { buffer[i] = UInt32(i) }
      count = n
    }
    var values = [UInt16](repeating: 0, count: n)
    // The pooled candidates' attribute keys, read with their proximity in one walk of their
    // positions (`proximityAndAttributeKey`) when the attribute pass follows the proximity pass and
    // reads the attribute by proximity: that pass then reads them here instead of walking again.
    var attributeKeys: [UInt16] = []
    var cancelled = false
    // The narrow criteria the pool ties on: all of them once every pass has run.
    var tied = 0
    withContext { context in
      var skipping: Set<IntCriterion> = []
      for (c, criterion) in narrow.enumerated() {
        tied = c
        let need = k - sure.count
        if pool.count <= small { break }
        defer { tied = c + 1 }
        if skipping.contains(criterion.kind) { continue }  // every pooled candidate ties on it already
        // Each pass reads every pooled candidate's figures: a superseded search stops between two.
        if SearchCancellation.isCancelled {
          cancelled = true
          break
        }
        if criterion.kind == .typo && !anyTypo() { continue }  // every candidate has none
        // Read once for the choices of the proximity pass the attribute pass follows.
        let sample =
          criterion.kind == .proximity && c + 1 < narrow.count && narrow[c + 1].kind == .attribute
          ? ProximitySample(pool: pool, context: context) : nil
        if let sample {
          if let closest = closestByAttribute(need: need, pool: pool, sample: sample, context: context) {
            // In the page whatever follows, and the candidates left: all tied at the best
            // proximity there is and at the same attribute.
            sure += closest.sure.map(Int.init)
            pool = closest.tied
            skipping = [.proximity, .attribute]
            continue
          }
          if SearchCancellation.isCancelled {
            cancelled = true
            break
          }
        }
        let limit = (UInt64(1) << criterion.width) - 1
        // Two frequent words: their proximity read from the near-pair lists when the page fills
        // that close (`nearProximities`), else from every candidate's positions below.
        let near =
          criterion.kind == .proximity
          ? nearProximities(pool: pool, values: &values, need: need, context: context, limit: limit) : nil
        let stashing = near == nil && attributeByProximity && words.count == 2 && sample?.tiesMost(need: need) == true
        let stashed = criterion.kind == .attribute && !attributeKeys.isEmpty
        if stashing { attributeKeys = [UInt16](repeating: 0, count: pool.count) }
        let lanes = HistogramLanes(values: Int(limit) + 1, candidates: pool.count)
        var histogram = [UInt32](repeating: 0, count: near == nil ? lanes.size : 0)
        let split = near == nil && SecondCore.splits(pool.count)
        var otherHistogram = [UInt32](repeating: 0, count: split ? lanes.size : 0)
        let other = split ? context.onOwnScratch() : context
        let halves = near != nil ? 0 : pool.withUnsafeBufferPointer { pool in
          values.withUnsafeMutableBufferPointer { values in
            attributeKeys.withUnsafeMutableBufferPointer { attributeKeys in
            histogram.withUnsafeMutableBufferPointer { histogram in
              otherHistogram.withUnsafeMutableBufferPointer { otherHistogram in
                SecondCore.split(pool.count) { range, half in
                  let context = half == 0 ? context : other
                  let histogram = (half == 0 ? histogram : otherHistogram).baseAddress.unsafelyUnwrapped
                  /// Candidate `j`'s value `v`, counted in its lane of the histogram.
                  @inline(__always) func record(_ j: Int, _ v: UInt64) {
                    values[j] = UInt16(truncatingIfNeeded: v)
                    histogram[lanes.slot(Int(truncatingIfNeeded: v), candidate: j)] &+= 1
                  }
                  /// One tight loop per criterion (the switch outside it): the value of every
                  /// pooled candidate of the range, and the histogram of those values.
                  @inline(__always) func fill(_ value: (Int) -> UInt64) {
                    for j in range { record(j, min(value(Int(pool[j])), limit)) }
                  }
                  /// `fill` of the proximity pass that also stashes each candidate's attribute key.
                  /// Written as `fill` is: the loop calling the pair of cursors directly retained
                  /// and released both on every candidate (13% of `accessorids phones`' profile).
                  @inline(__always) func fillStashing(_ value: (Int) -> (proximity: Int, key: Int)) {
                    for j in range {
                      let (proximity, key) = value(Int(pool[j]))
                      record(j, min(UInt64(proximity), limit))
                      attributeKeys[j] = UInt16(truncatingIfNeeded: min(key, Int(UInt16.max)))
                    }
                  }
                  switch criterion.kind {
                  case .typo where context.wordCount == 2 && !hasOptional:
                    // Two required words (a word is `absent` from a record only when optional):
                    // each candidate's typos are its two codes' halves, read without the general
                    // loop over words and its absent-word test, which cost 3-4% of the broad
                    // two-word queries (`the this` 22.0 -> 21.2 ms).
                    let (codes, n) = (context.codes.baseAddress.unsafelyUnwrapped, context.n)
                    fill { UInt64(codes[$0] &>> 1) &+ UInt64(codes[n &+ $0] &>> 1) }
                  case .typo: fill { UInt64(context.typos($0)) }
                  // The pool ascends (each pass keeps its order), so two words' positions are
                  // read through a cursor per word, a block at a time (`PositionBlockCursor`).
                  case .proximity where stashing:
                    let cursors = context.positionCursors()
                    fillStashing { context.proximityAndAttributeKey($0, cursors: cursors) }
                  case .proximity where context.wordCount == 2:
                    let cursors = context.positionCursors()
                    fill { UInt64(context.proximity($0, cursors: cursors)) }
                  case .proximity: fill { UInt64(context.proximity($0)) }
                  case .attribute where stashed:
                    for j in range { record(j, min(UInt64(attributeKeys[j]), limit)) }
                  case .attribute where context.wordCount == 1 && !context.keys.isEmpty:
                    // One word: its key is the matcher's, read in place (`bestAttributeKey`).
                    let (keys, codes) = (context.keys.baseAddress.unsafelyUnwrapped, context.codes.baseAddress.unsafelyUnwrapped)
                    fill { codes[$0] == PlanMatcher.absent ? 0 : UInt64(keys[$0]) }
                  case .attribute: fill { UInt64(context.attributeKey($0)) }
                  case .exact: fill { limit - min(UInt64(context.exactWords($0)), limit) }
                  default: fill { context.value(of: criterion.kind, $0, limit: limit) }
                  }
                }
              }
            }
            }
          }
        }
        if stashed { attributeKeys = [] }
        if let near { histogram = near.histogram } else { lanes.merge(&histogram, adding: halves == 2 ? otherHistogram : []) }
        // The value at which the page fills: fewer than `need` candidates below it.
        var below = 0
        var threshold = 0
        while below + Int(histogram[threshold]) < need {
          below += Int(histogram[threshold])
          threshold += 1
        }
        if below == 0 && Int(histogram[threshold]) == pool.count { continue }  // every candidate ties
        sure.reserveCapacity(k)
        if let near {
          // The page fills within the lists' distance: only the close candidates, which the
          // pass listed, can be in it; every other one is left out unread.
          var closer: [UInt32] = []
          for j in near.close {
            let value = Int(values[Int(j)])
            if value < threshold { sure.append(Int(pool[Int(j)])) } else if value == threshold { closer.append(pool[Int(j)]) }
          }
          pool = closer
          continue
        }
        var kept = 0
        let keeping = !attributeKeys.isEmpty
        // Fewer than `need` candidates are below the threshold, so that branch is nearly never
        // taken; whether a candidate is at the threshold or above is as unpredictable as the
        // values (half of a broad query's million, one after the other), so every candidate is
        // written at the pool's end and only those at the threshold move it on.
        values.withUnsafeBufferPointer { values in
          pool.withUnsafeMutableBufferPointer { pool in
            attributeKeys.withUnsafeMutableBufferPointer { keys in
              for j in 0..<pool.count {
                let value = Int(values[j])
                if value < threshold {
                  sure.append(Int(pool[j]))
                  continue
                }
                pool[kept] = pool[j]
                if keeping { keys[kept] = keys[j] }
                kept &+= value == threshold ? 1 : 0
              }
            }
          }
        }
        pool.removeLast(pool.count - kept)
        if keeping { attributeKeys.removeLast(attributeKeys.count - kept) }
      }
    }
    if cancelled { return [] }  // the executor throws before anyone reads the page
    let rest = pool.withUnsafeBufferPointer { heapTop(k - sure.count, among: $0, tied: tied) }
    return sorted(sure) + rest
  }

  /// The page's candidates at the best proximity a record can have (the floor: `minProximity` per
  /// pair of words, what adjacent words give), ranked by the attribute criterion: those in the page
  /// whatever follows, and those tied at the page's last attribute key, which the criteria after
  /// attribute then order. Nil when fewer than `need` candidates have that proximity (the
  /// proximity pass must then rank them all).
  ///
  /// A broad query of several words (`cell phone` on a catalogue of phones) has most of its
  /// candidates with the words side by side, and reading every candidate's positions to learn it
  /// is what such a query costs. The attribute the words are closest in (`closestAttribute`, which
  /// the criterion reads when proximity comes first) is never better than the best-ranked attribute
  /// any word matched in, which the matcher's keys give for free. So candidates are read group of
  /// such keys by group, best first, keeping those at the floor with their closest attribute's
  /// key; once `need` kept ones have keys below every key not read yet, no candidate outside can
  /// rank above them: a worse proximity loses to every kept one, and the floor in a later group
  /// means a key no better than that group's. A sample of the pool decides first whether enough
  /// candidates reach the floor for this to pay.
  private func closestByAttribute(
    need: Int, pool: [UInt32], sample: ProximitySample, context: Context
  ) -> (sure: [UInt32], tied: [UInt32])? {
    // With optional words the floor differs per candidate; the closest attribute reads positions.
    guard !hasOptional, attributeByProximity, words.count > 1 else { return nil }
    let floor = max(minProximity, 1) * (words.count - 1)
    // When few sampled candidates reach the floor (a misspelling whose words are never side by
    // side), grouping would read every group and then the plain pass every candidate again.
    let atFloor = sample.atMost(floor)
    guard atFloor >= 8, atFloor * pool.count / max(sample.count, 1) >= 8 * need else { return nil }
    let buckets = 1 << 16
    var histogram = [UInt32](repeating: 0, count: buckets)
    var otherHistogram = [UInt32](repeating: 0, count: SecondCore.splits(pool.count) ? buckets : 0)
    var bounds = [UInt16](repeating: 0, count: pool.count)
    // The kept candidates, their closest attribute's keys, and how many kept have each key.
    var kept: [UInt32] = []
    var keptKeys: [UInt16] = []
    var keyCounts = [Int](repeating: 0, count: buckets)
    /// Keeps a candidate at the floor with its closest attribute's key.
    func keep(_ candidate: UInt32, _ attributeKey: Int) {
      let key = min(attributeKey, buckets - 1)
      kept.append(candidate)
      keptKeys.append(UInt16(truncatingIfNeeded: key))
      keyCounts[key] += 1
    }
    // The pool sorted by bound (a counting sort, in pool order within a bound), so that each
    // bound's candidates are read without passing over the others: `starts[b]` is where bound
    // `b`'s begin. Only the bounds up to `placed` are in place: the page is mostly settled by the
    // first few bounds (about the sample's share of the candidates read there are kept), and the
    // rest of a million candidates are placed only if the loop gets past them. With this and
    // the bounds' own loop (`closestAttributeBounds`), the function went from 29% to 11% of `cell
    // phones`' profile on bestbuy-1m.
    var starts = [Int](repeating: 0, count: buckets + 1)
    var byBound = [UInt32](repeating: 0, count: pool.count)
    var placed = -1
    let atFloorShare = Double(atFloor) / Double(max(sample.count, 1))
    let firstPlacing = min(pool.count, Int(Double(4 * need) / atFloorShare) + 4096)
    var enough = false
    pool.withUnsafeBufferPointer { pool in
      bounds.withUnsafeMutableBufferPointer { bounds in
        histogram.withUnsafeMutableBufferPointer { histogram in
          let halves = otherHistogram.withUnsafeMutableBufferPointer { otherHistogram in
            SecondCore.split(pool.count) { range, half in
              let histogram = (half == 0 ? histogram : otherHistogram).baseAddress.unsafelyUnwrapped
              context.closestAttributeBounds(
                of: pool, range, into: bounds.baseAddress.unsafelyUnwrapped, counting: histogram)
            }
          }
          if halves == 2 {
            for b in 0..<buckets { histogram[b] &+= otherHistogram[b] }
          }
          starts.withUnsafeMutableBufferPointer { starts in
            byBound.withUnsafeMutableBufferPointer { byBound in
              for b in 0..<buckets { starts[b + 1] = starts[b] + Int(histogram[b]) }
              /// Places the candidates whose bounds are in `placed + 1 ... last` (one pass over the
              /// pool's bounds).
              func place(through last: Int) {
                let low = UInt16(truncatingIfNeeded: placed + 1)
                let high = UInt16(truncatingIfNeeded: last)
                var next = Array(starts[(placed + 1)...last])
                next.withUnsafeMutableBufferPointer { next in
                  for j in 0..<pool.count {
                    let b = bounds[j]
                    guard b >= low, b <= high else { continue }
                    let slot = Int(b &- low)
                    byBound[next[slot]] = pool[j]
                    next[slot] &+= 1
                  }
                }
                placed = last
              }
              // Bound after bound, best first; `below`: the kept candidates whose key is at most the
              // bound read (every candidate not read yet has a key above it).
              var below = 0
              let pageOrder = ordersByExactThenCustom
              for bound in 0..<buckets {
                if starts[bound] < starts[bound + 1] {
                  if SearchCancellation.isCancelled { return }
                  if bound > placed {
                    // The bounds holding `firstPlacing` candidates first, then every other one.
                    var last = bound
                    if placed < 0 {
                      while last + 1 < buckets && starts[last + 1] < firstPlacing { last += 1 }
                    } else {
                      last = buckets - 1
                    }
                    place(through: last)
                  }
                  let members = UnsafeBufferPointer(rebasing: byBound[starts[bound]..<starts[bound + 1]])
                  if pageOrder && members.count > 4 * (need - below) + 4096 {
                    // A large group read in page order until enough candidates at this key are found
                    // (else it was read whole, as below).
                    let found = readInPageOrder(
                      members, key: bound, missing: need - below, floor: floor, context: context, keep: keep)
                    if found {
                      enough = true
                      return
                    }
                  } else {
                    for candidate in members {
                      let (proximity, attributeKey) = context.proximityAndAttributeKey(Int(candidate))
                      if proximity <= floor { keep(candidate, attributeKey) }
                    }
                  }
                }
                below += keyCounts[bound]
                if below >= need {
                  enough = true
                  return
                }
              }
            }
          }
        }
      }
    }
    // Not enough at the floor: the plain proximity pass, which reads every candidate.
    guard enough, !SearchCancellation.isCancelled else { return nil }
    // The key at which the page fills, among the kept candidates.
    var threshold = 0
    var counted = keyCounts[0]
    while counted < need {
      threshold += 1
      counted += keyCounts[threshold]
    }
    var sure: [UInt32] = []
    var tied: [UInt32] = []
    for (j, candidate) in kept.enumerated() {
      let key = Int(keptKeys[j])
      if key < threshold { sure.append(candidate) } else if key == threshold { tied.append(candidate) }
    }
    return (sure, tied)
  }

  /// Whether the criteria after attribute are exact, then the stored custom rank, and nothing
  /// else: candidates tied on every criterion up to attribute then rank by their exact words, their
  /// custom rank and their record, an order `readInPageOrder` can read them in.
  private var ordersByExactThenCustom: Bool {
    guard segments.count == 1, !segments[0].isNumber, snapshot.customRanks.count == snapshot.recordCount,
      snapshot.recordCount < Int(UInt32.max)
    else { return false }
    let kinds = criteria[segments[0].criteriaStart..<(segments[0].criteriaStart + segments[0].criteriaCount)].map(\.kind)
    guard let attribute = kinds.firstIndex(of: .attribute) else { return false }
    return Array(kinds[(attribute + 1)...]) == [.exact, .custom]
  }

  /// Reads the candidates of `members` (all with an attribute bound of `key`) best first by exact
  /// words, then custom rank, then record, passing those at the proximity `floor` to `keep` with
  /// their attribute key, until `missing` of them have the key `key` itself: true then. Every
  /// candidate not read ranks after those (a key above `key`, or the same key and a worse place in
  /// that order), so the page's places left are among the kept ones. False when every member was
  /// read without finding `missing`.
  ///
  /// A broad query of two words whose words are side by side in a description (`your iphone`) has
  /// hundreds of thousands of candidates whose attribute key is the description's: reading each
  /// one's positions to learn which are at the floor cost most of such a query. Walking the
  /// records in stored custom order finds the best of them after a few reads.
  private func readInPageOrder(
    _ members: UnsafeBufferPointer<UInt32>, key: Int, missing: Int, floor: Int, context: Context, keep: (UInt32, Int) -> Void
  ) -> Bool {
    let recordCount = snapshot.recordCount
    // Per record: its candidate + 1 and exact words + 1 when a member (0 otherwise).
    var slots = [UInt32](repeating: 0, count: recordCount)
    var classes = [UInt8](repeating: 0, count: recordCount)
    var most = 0
    matches.docs.withUnsafeBufferPointer { docs in
      for candidate in members {
        let doc = Int(docs[Int(candidate)])
        let exact = min(context.exactWords(Int(candidate)), 254)
        slots[doc] = candidate &+ 1
        classes[doc] = UInt8(exact + 1)
        most = max(most, exact)
      }
    }
    var found = 0
    let order = snapshot.recordsInCustomOrder
    for exact in Swift.stride(from: most, through: 0, by: -1) {
      let wanted = UInt8(exact + 1)
      for (step, record) in order.enumerated() where classes[Int(record)] == wanted {
        if SearchCancellation.isCancelled(atStep: step) { return false }
        let candidate = slots[Int(record)] &- 1
        classes[Int(record)] = 0
        let (proximity, attributeKey) = context.proximityAndAttributeKey(Int(candidate))
        guard proximity <= floor else { continue }
        keep(candidate, attributeKey)
        if min(attributeKey, Int(UInt16.max)) == key {
          found += 1
          if found >= missing { return true }
        }
      }
    }
    return false
  }

  /// Whether some candidate matched a word with a typo: when none did, the typo criterion ties
  /// every candidate, and a scan of the codes (a byte each) spares a pass computing it.
  private func anyTypo() -> Bool {
    matches.codes.withUnsafeBufferPointer { codes in
      var found: UInt8 = 0
      for code in codes where code != PlanMatcher.absent { found |= code >> 1 }
      return found != 0
    }
  }

  /// The leading criteria of the key's first word that select by histogram: integer criteria of
  /// 16 bits at most, up to the custom rank or geo (wide values, left to the heap).
  private func selectionCriteria() -> [PackedCriterion] {
    guard let first = segments.first, !first.isNumber else { return [] }
    var result: [PackedCriterion] = []
    for criterion in criteria[first.criteriaStart..<(first.criteriaStart + first.criteriaCount)] {
      if criterion.kind == .custom || criterion.kind == .geo || criterion.width > 16 { break }
      result.append(criterion)
    }
    return result
  }
}
