extension Ranker {
  /// The proximity pass of a two-word query read from the near-pair lists (`NearPairs`) rather
  /// than from every candidate's positions: the pooled candidates (their places `j` in `pool`,
  /// ascending) whose proximity is at most `NearPairs.maxDistance`, each one's in `values[j]`, and
  /// the histogram of all (`limit + 1` entries, every farther candidate counted at
  /// `maxDistance + 1`), when the page fills at `maxDistance` or closer: all the selection then
  /// needs, the farther candidates being out of the page whatever their exact proximity. Nil when
  /// it does not, or when the lists cannot serve the query; the pass then reads positions.
  ///
  /// A candidate's proximity is that of the terms its two postings belong to: when both are
  /// covered words (the lists' terms), the pair's lists say how close they are in that record (a
  /// byte per record, filled from up to four pairs' lists, two bits each); otherwise, and for
  /// pairs past the fourth, it is read from the positions. On bestbuy-1m, `the this` has 894k
  /// candidates and 77 records with the words side by side: its proximity pass read each
  /// candidate's positions (about 36 ns apiece), where a byte and two range checks now do.
  func nearProximities(
    pool: [UInt32], values: inout [UInt16], need: Int, context: Context, limit: UInt64
  ) -> (histogram: [UInt32], close: [UInt32])? {
    let near = snapshot.nearPairs
    let farthest = NearPairs.maxDistance
    // A pool of a few candidates reads their positions sooner than a byte per record and the
    // pair's lists (a thirty-second of the records, a ten-million-record index's few thousand).
    guard words.count == 2, !hasOptional, minProximity <= farthest, near.terms.count > 1, limit > UInt64(farthest),
      pool.count >= snapshot.recordCount / 32
    else { return nil }
    let k = near.terms.count
    let termStarts = snapshot.postings.termStarts
    let starts = near.terms.map { termStarts[Int($0)] }
    let ends = near.terms.map { Int(termStarts[Int($0) + 1]) }
    // A byte per record, made when a first pair's lists are read: a query whose words have none
    // never fills a record count's worth of bytes.
    var map: UnsafeMutablePointer<UInt8>?
    defer { map?.deallocate() }
    // Per pair (a * k + b, a < b): its slot in `map`'s bytes, -1 before it is read, -2 when it
    // cannot be (every slot taken).
    var slots = [Int8](repeating: -1, count: k * k)
    var used = 0
    var histogram = [UInt32](repeating: 0, count: Int(limit) + 1)
    var close: [UInt32] = []
    var failed = false
    let quarter = pool.count >= 16_384 ? pool.count / 4 : -1
    var exact = 0  // candidates whose proximity was read from their positions
    let absent = PlanMatcher.absent
    let n = context.n
    let (docs, refs, codes) = (
      context.docs.baseAddress.unsafelyUnwrapped, context.refs.baseAddress.unsafelyUnwrapped,
      context.codes.baseAddress.unsafelyUnwrapped
    )
    // Per word, the last covered term's posting range found (a word's candidates nearly all
    // share a term or two) and its covered index.
    var (lowA, highA, indexA) = (0, 0, -1)
    var (lowB, highB, indexB) = (0, 0, -1)
    values.withUnsafeMutableBufferPointer { values in
      histogram.withUnsafeMutableBufferPointer { histogram in
        for j in 0..<pool.count {
          if SearchCancellation.isCancelled(atStep: j) {
            failed = true
            return
          }
          // Mostly words without lists (a rare word, a pair seldom together): the positions are
          // read faster by the plain pass, block by block, than here one candidate at a time.
          if j == 256 && exact > 128 {
            failed = true
            return
          }
          // So few close candidates in the first quarter that the page would fill farther (a
          // misspelling whose words are never close: `accessorids phones`, two of 868k): the
          // plain pass must read every candidate's positions anyway. A quarter, not fewer: 30
          // close ones in 434k (`features accessories`) must not look like none.
          if j == quarter && close.count * 4 < need / 2 {
            failed = true
            return
          }
          let i = Int(pool[j])
          let (ra, rb) = (Int(refs[i]), Int(refs[n &+ i]))
          var value = UInt64(farthest + 1)
          if codes[i] == absent || codes[n &+ i] == absent {
            value = UInt64(context.proximity(i))
          } else if ra == rb {
            value = UInt64(max(1, minProximity))  // one record word for both query words
          } else {
            if ra < lowA || ra >= highA { (lowA, highA, indexA) = Self.coveredRange(of: ra, starts: starts, ends: ends) }
            if rb < lowB || rb >= highB { (lowB, highB, indexB) = Self.coveredRange(of: rb, starts: starts, ends: ends) }
            var slot = -2
            if indexA >= 0 && indexB >= 0 && indexA != indexB {
              let pair = min(indexA, indexB) &* k &+ max(indexA, indexB)
              slot = Int(slots[pair])
              if slot == -1 {
                if map == nil {
                  map = .allocate(capacity: max(snapshot.recordCount, 1))
                  map.unsafelyUnwrapped.initialize(repeating: 0, count: max(snapshot.recordCount, 1))
                }
                slot = Self.readPair(indexA, indexB, of: near, into: map.unsafelyUnwrapped, used: &used, failed: &failed)
                if failed { return }
                slots[pair] = Int8(slot)
              }
            }
            if slot < 0 {
              exact &+= 1
              value = UInt64(context.proximity(i))
            } else {
              let d = Int(map.unsafelyUnwrapped[Int(docs[i])] &>> UInt8(2 &* slot)) & 3
              if d > 0 { value = UInt64(max(d, minProximity)) }
            }
          }
          // Only the close ones are written: the selection reads no other (most of a broad pool).
          if value <= UInt64(farthest) {
            values[j] = UInt16(truncatingIfNeeded: value)
            histogram[Int(value)] &+= 1
            close.append(UInt32(truncatingIfNeeded: j))
          }
        }
      }
    }
    if failed { return nil }
    var below = 0
    for d in 0...farthest { below += Int(histogram[d]) }
    guard below >= need else { return nil }
    histogram[farthest + 1] = UInt32(pool.count - below)
    return (histogram, close)
  }

  /// The covered index of the term posting `posting` belongs to, with that term's posting range
  /// (an empty range and -1 when no covered term holds it: the next posting looks again).
  private static func coveredRange(of posting: Int, starts: [UInt32], ends: [Int]) -> (Int, Int, Int) {
    let c = starts.partitioningIndex { Int($0) <= posting } - 1
    guard c >= 0, posting < ends[c] else { return (0, 0, -1) }
    return (Int(starts[c]), ends[c], c)
  }

  /// Reads the lists of covered words `a` and `b` into the next free two bits of `map`'s bytes
  /// (each record's distance, 0 when farther) and returns that slot; -2 when the pair has no
  /// lists or all four slots are taken.
  /// Sets `failed` when a list's bytes are unsound.
  private static func readPair(
    _ a: Int, _ b: Int, of near: NearPairs, into map: UnsafeMutablePointer<UInt8>, used: inout Int, failed: inout Bool
  ) -> Int {
    guard used < 4, near.isListed(a, b) else { return -2 }
    let shift = UInt8(2 * used)
    for d in 1...NearPairs.maxDistance {
      guard let list = near.list(a, b, distance: d) else { continue }
      guard near.verify(list) else {
        failed = true
        return -2
      }
      near.forEach(in: list) { doc in map[Int(doc)] |= UInt8(d) << shift }
    }
    used += 1
    return used - 1
  }
}
