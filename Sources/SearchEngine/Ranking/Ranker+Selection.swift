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
    var cancelled = false
    // The narrow criteria the pool ties on: all of them once every pass has run.
    var tied = 0
    withContext { context in
      var skipping: IntCriterion? = nil
      for (c, criterion) in narrow.enumerated() {
        tied = c
        let need = k - sure.count
        if pool.count <= small { break }
        defer { tied = c + 1 }
        if criterion.kind == skipping { continue }  // every pooled candidate ties on it already
        // Each pass reads every pooled candidate's figures: a superseded search stops between two.
        if SearchCancellation.isCancelled {
          cancelled = true
          break
        }
        if criterion.kind == .typo && !anyTypo() { continue }  // every candidate has none
        if criterion.kind == .proximity, c + 1 < narrow.count, narrow[c + 1].kind == .attribute {
          if let closest = closestByAttribute(need: need, pool: pool, context: context) {
            // Every candidate left ties at the best proximity there is; the attribute pass is next.
            pool = closest
            skipping = .proximity
            continue
          }
          if SearchCancellation.isCancelled {
            cancelled = true
            break
          }
        }
        let limit = (UInt64(1) << criterion.width) - 1
        var histogram = [UInt32](repeating: 0, count: Int(limit) + 1)
        let split = SecondCore.splits(pool.count)
        var otherHistogram = [UInt32](repeating: 0, count: split ? Int(limit) + 1 : 0)
        let other = split ? context.onOwnScratch() : context
        let halves = pool.withUnsafeBufferPointer { pool in
          values.withUnsafeMutableBufferPointer { values in
            histogram.withUnsafeMutableBufferPointer { histogram in
              otherHistogram.withUnsafeMutableBufferPointer { otherHistogram in
                SecondCore.split(pool.count) { range, half in
                  let context = half == 0 ? context : other
                  let histogram = half == 0 ? histogram : otherHistogram
                  /// One tight loop per criterion (the switch outside it): the value of every
                  /// pooled candidate of the range, and the histogram of those values.
                  @inline(__always) func fill(_ value: (Int) -> UInt64) {
                    for j in range {
                      let v = min(value(Int(pool[j])), limit)
                      values[j] = UInt16(truncatingIfNeeded: v)
                      histogram[Int(v)] &+= 1
                    }
                  }
                  switch criterion.kind {
                  case .typo: fill { UInt64(context.typos($0)) }
                  case .proximity: fill { UInt64(context.proximity($0)) }
                  case .attribute: fill { UInt64(context.attributeKey($0)) }
                  case .exact: fill { limit - min(UInt64(context.exactWords($0)), limit) }
                  default: fill { context.value(of: criterion.kind, $0, limit: limit) }
                  }
                }
              }
            }
          }
        }
        if halves == 2 {
          for v in 0..<histogram.count { histogram[v] &+= otherHistogram[v] }
        }
        // The value at which the page fills: fewer than `need` candidates below it.
        var below = 0
        var threshold = 0
        while below + Int(histogram[threshold]) < need {
          below += Int(histogram[threshold])
          threshold += 1
        }
        if below == 0 && Int(histogram[threshold]) == pool.count { continue }  // every candidate ties
        var kept = 0
        sure.reserveCapacity(k)
        pool.withUnsafeMutableBufferPointer { pool in
          for j in 0..<pool.count {
            let value = Int(values[j])
            if value < threshold {
              sure.append(Int(pool[j]))
            } else if value == threshold {
              pool[kept] = pool[j]
              kept += 1
            }
          }
        }
        pool.removeLast(pool.count - kept)
      }
    }
    if cancelled { return [] }  // the executor throws before anyone reads the page
    let rest = pool.withUnsafeBufferPointer { heapTop(k - sure.count, among: $0, tied: tied) }
    return sorted(sure) + rest
  }

  /// The pooled candidates at the best proximity a record can have whose attribute is among the
  /// best of those, enough of them to fill `need` places; nil when fewer than `need` candidates
  /// have that proximity (the proximity pass must then rank them all).
  ///
  /// A broad query of several words (`cell phone` on a catalogue of phones) has most of its
  /// candidates with the words side by side, and reading every candidate's positions to learn it
  /// is what such a query costs. The attribute criterion, which follows proximity, reads one packed
  /// position per word. So every candidate's attribute key is read first, and proximity is
  /// computed group of keys by group of keys, best attribute first, keeping those at the floor
  /// (`minProximity` per pair of words, what adjacent words give): once a whole group has been read
  /// and `need` are kept, no candidate outside can rank above them, as whatever has a worse
  /// proximity loses to every kept one and whatever has the floor but a worse attribute does too.
  /// The kept ones then go through the attribute pass and what follows, as the rest would have.
  /// A sample of the pool decides first whether enough candidates reach the floor for this to pay.
  private func closestByAttribute(need: Int, pool: [UInt32], context: Context) -> [UInt32]? {
    // With optional words the floor differs per candidate; the closest attribute reads positions.
    guard !hasOptional, !attributeByProximity, words.count > 1 else { return nil }
    let floor = max(minProximity, 1) * (words.count - 1)
    // A sample first (2,048 candidates spread over the pool): when few candidates reach the floor
    // (a misspelling whose words are never side by side), grouping would read every group and
    // then the plain pass every candidate again.
    let step = max(1, pool.count / 2048)
    var sampled = 0
    var atFloor = 0
    for j in Swift.stride(from: 0, to: pool.count, by: step) {
      sampled += 1
      if context.proximity(Int(pool[j])) <= floor { atFloor += 1 }
    }
    guard atFloor >= 8, atFloor * pool.count / sampled >= 8 * need else { return nil }
    let buckets = 1 << 16
    var histogram = [Int](repeating: 0, count: buckets)
    var otherHistogram = [Int](repeating: 0, count: SecondCore.splits(pool.count) ? buckets : 0)
    var keys = [UInt16](repeating: 0, count: pool.count)
    var kept: [UInt32] = []
    pool.withUnsafeBufferPointer { pool in
      keys.withUnsafeMutableBufferPointer { keys in
        histogram.withUnsafeMutableBufferPointer { histogram in
          let halves = otherHistogram.withUnsafeMutableBufferPointer { otherHistogram in
            SecondCore.split(pool.count) { range, half in
              let histogram = half == 0 ? histogram : otherHistogram
              for j in range {
                let key = min(context.attributeKey(Int(pool[j])), buckets - 1)
                keys[j] = UInt16(truncatingIfNeeded: key)
                histogram[key] &+= 1
              }
            }
          }
          if halves == 2 {
            for b in 0..<buckets { histogram[b] &+= otherHistogram[b] }
          }
          // Groups of attribute keys `low...high`, each read in one pass over the keys; a group
          // holds as many candidates as should give the missing ones at the rate seen so far.
          var low = 0
          var read = 0
          while low < buckets && kept.count < need {
            if SearchCancellation.isCancelled { return }
            let missing = need - kept.count
            let target = kept.isEmpty ? missing : max(missing, missing * read / kept.count + missing / 4)
            var high = low
            var size = histogram[low]
            while size < target && high + 1 < buckets {
              high += 1
              size += histogram[high]
            }
            for j in 0..<pool.count {
              let key = Int(keys[j])
              if key >= low && key <= high && context.proximity(Int(pool[j])) <= floor { kept.append(pool[j]) }
            }
            read += size
            low = high + 1
          }
        }
      }
    }
    // Not enough at the floor: the plain proximity pass, which reads every candidate.
    return kept.count >= need && !SearchCancellation.isCancelled ? kept : nil
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
