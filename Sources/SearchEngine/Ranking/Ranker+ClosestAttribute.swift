extension Ranker.Context {
  /// The attribute the words of candidate `i` are closest in (`Ranker.attributeByProximity`): of
  /// the attributes it matches in, the one whose proximity (the words' distances within that
  /// attribute alone, a word missing from it counting the maximum distance, 8) is smallest, ties to
  /// the better-ranked attribute, then to the earlier first match. Its rank and first matched
  /// position (0 when unordered) stand in for the best-ranked attribute in the attribute
  /// criterion and `firstMatchedWord`. Nil with fewer than two words matched.
  ///
  /// A record's positions ascend by attribute, so each list's positions in one attribute are one
  /// run: the attributes are walked in order with a cursor per list, nothing allocated (this runs
  /// for every candidate tied on proximity).
  func closestAttribute(_ i: Int) -> (rank: Int, position: Int)? {
    if wordCount == 2 && codes[i] != PlanMatcher.absent && codes[n &+ i] != PlanMatcher.absent {
      // Two words (most multi-word queries): their positions read where they lie in their blocks.
      let (a, b) = (postings.positionLocation(of: Int(refs[i])), postings.positionLocation(of: Int(refs[n &+ i])))
      let walked = closestWalk(a.count, { a.fieldAndWord($0) }, b.count, { b.fieldAndWord($0) })
      return (walked.rank, walked.position)
    }
    return withUnsafeTemporaryAllocation(of: UnsafeBufferPointer<UInt32>.self, capacity: max(wordCount, 1)) { lists in
      var m = 0
      for w in 0..<wordCount where codes[w * n + i] != PlanMatcher.absent {
        lists[m] = positions(refs[w * n + i], slot: w)
        m += 1
      }
      guard m > 1 else { return nil }
      return withUnsafeTemporaryAllocation(of: Int.self, capacity: m) { cursors in
        cursors.initialize(repeating: 0)
        var best: (distance: Int, rank: Int, position: Int)?
        while true {
          var field = UInt32.max
          for k in 0..<m where cursors[k] < lists[k].count {
            field = min(field, lists[k][cursors[k]] >> IndexLayout.fieldShift)
          }
          if field == .max { break }
          var distance = 0
          var first = Int.max
          var previous = UnsafeBufferPointer<UInt32>(start: nil, count: 0)
          for k in 0..<m {
            let list = lists[k]
            let start = cursors[k]
            var end = start
            while end < list.count && list[end] >> IndexLayout.fieldShift == field { end += 1 }
            cursors[k] = end
            let run = UnsafeBufferPointer(rebasing: list[start..<end])
            if let head = run.first { first = min(first, Int(head & IndexLayout.positionMask)) }
            if k > 0 { distance += max(Ranker.distance(previous, run), minProximity) }
            previous = run
          }
          let entry = Int(fieldTable[Int(min(field, 255))])
          let rank = (entry & Ranker.rankBits) >> 1
          let position = entry & 1 == 1 ? 0 : first
          if best == nil || (distance, rank, position) < (best!.distance, best!.rank, best!.position) {
            best = (distance, rank, position)
          }
        }
        return best.map { ($0.rank, $0.position) }
      }
    }
  }

  /// Candidate `i`'s proximity and attribute key (`proximity(_:)`, `attributeKey(_:)`) read in one
  /// walk of its positions when the query has two words, which a broad query of two words asks of
  /// every candidate it reads by attribute group (`Ranker.closestByAttribute`).
  @inline(__always) func proximityAndAttributeKey(_ i: Int) -> (proximity: Int, key: Int) {
    guard wordCount == 2 && codes[i] != PlanMatcher.absent && codes[n &+ i] != PlanMatcher.absent else {
      return (proximity(i), attributeKey(i))
    }
    let (ra, rb) = (refs[i], refs[n &+ i])
    let (a, b) = (postings.positionLocation(of: Int(ra)), postings.positionLocation(of: Int(rb)))
    let walked = closestWalk(a.count, { a.fieldAndWord($0) }, b.count, { b.fieldAndWord($0) })
    // One record word for both query words is adjacent (`proximity(_:)`).
    let distance = ra == rb ? 1 : walked.distance
    return (max(distance, minProximity), walked.rank << 10 | min(walked.position, 1023))
  }

  /// `proximityAndAttributeKey(_:)`, the positions read through `cursors` (one per word, the
  /// candidates taken in order): the proximity pass that reads the attribute too.
  @inline(__always) func proximityAndAttributeKey(
    _ i: Int, cursors: (PositionBlockCursor, PositionBlockCursor)
  ) -> (proximity: Int, key: Int) {
    guard wordCount == 2 && codes[i] != PlanMatcher.absent && codes[n &+ i] != PlanMatcher.absent else {
      return (proximity(i), attributeKey(i))
    }
    let (ra, rb) = (refs[i], refs[n &+ i])
    let (a, b) = (cursors.0.positions(of: Int(ra)), cursors.1.positions(of: Int(rb)))
    let walked = closestWalk(a.total, { a[$0] }, b.total, { b[$0] })
    let distance = ra == rb ? 1 : walked.distance
    return (max(distance, minProximity), walked.rank << 10 | min(walked.position, 1023))
  }

  /// One merge of two words' positions giving both what proximity reads (the closest pair, as
  /// `Ranker.distance` finds it) and the closest attribute (`closestAttribute(_:)`).
  ///
  /// Positions ascend by attribute, so the merge meets each attribute's positions together, and
  /// the pairs it compares within one attribute are exactly those a merge of that attribute's
  /// positions alone would compare (it leaves an attribute when either word has no position left
  /// there, as that merge stops): each attribute's distance is the smallest of its pairs, the first
  /// position it meets there is the attribute's first matched position, and the closest pair of
  /// all is the smallest attribute distance (pairs across attributes are never close).
  /// Position `k` of each list (at least one each, `na` and `nb`) is read by `a(k)` and `b(k)`.
  @inline(__always)
  private func closestWalk(
    _ na: Int, _ a: (Int) -> UInt32, _ nb: Int, _ b: (Int) -> UInt32
  ) -> (distance: Int, rank: Int, position: Int) {
    var (i, j) = (0, 0)
    var x = a(0)
    var y = b(0)
    var closest: UInt32 = 8
    var best = (distance: Int.max, rank: Int.max, position: Int.max)
    var field = min(x, y) >> IndexLayout.fieldShift
    var fieldDistance: UInt32 = 8
    var first = min(x, y) & IndexLayout.positionMask
    @inline(__always) func close() {
      let entry = Int(fieldTable[Int(min(field, 255))])
      let rank = (entry & Ranker.rankBits) >> 1
      let candidate = (max(Int(fieldDistance), minProximity), rank, entry & 1 == 1 ? 0 : Int(first))
      if candidate < best { best = candidate }
      closest = min(closest, fieldDistance)
    }
    @inline(__always) func enter(_ position: UInt32) {
      let f = position >> IndexLayout.fieldShift
      guard f != field else { return }
      close()
      field = f
      fieldDistance = 8
      first = position & IndexLayout.positionMask
    }
    while true {
      enter(min(x, y))
      if x >> IndexLayout.fieldShift == y >> IndexLayout.fieldShift {
        let d = x > y ? x &- y : y &- x
        fieldDistance = min(fieldDistance, d == 0 ? 8 : d)
      }
      if x < y {
        i &+= 1
        if i == na { break }
        x = a(i)
      } else {
        j &+= 1
        if j == nb { break }
        y = b(j)
      }
    }
    // One list is done: the other's positions left are in attributes of one word only.
    while j < nb {
      enter(b(j))
      j &+= 1
    }
    while i < na {
      enter(a(i))
      i &+= 1
    }
    close()
    return (Int(closest), best.rank, best.position)
  }
}
