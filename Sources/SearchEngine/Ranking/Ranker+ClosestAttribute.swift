extension Ranker.Context {
  /// `attributeCriteriaComputedByMinProximity`: of the attributes candidate `i` matches in, the one
  /// where its words are closest (the proximity of the words within that attribute alone, a word
  /// missing from it counting the maximum distance, 8), ties to the better-ranked attribute, then
  /// to the earlier first match. Its rank and first matched position (0 when unordered) stand in
  /// for the best-ranked attribute in the attribute criterion and `firstMatchedWord`.
  func closestAttribute(_ i: Int) -> (rank: Int, position: Int)? {
    var lists: [UnsafeBufferPointer<UInt32>] = []
    for w in 0..<wordCount where codes[w * n + i] != PlanMatcher.absent {
      lists.append(positions(refs[w * n + i], slot: w))
    }
    guard lists.count > 1 else { return nil }
    var fields: Set<UInt32> = []
    for list in lists {
      for p in list { fields.insert(p >> IndexLayout.fieldShift) }
    }
    var best: (distance: Int, rank: Int, position: Int)?
    for field in fields {
      var distance = 0
      var first = Int.max
      for (k, list) in lists.enumerated() {
        let inField = list.filter { $0 >> IndexLayout.fieldShift == field }
        if let start = inField.first { first = min(first, Int(start & IndexLayout.positionMask)) }
        guard k > 0 else { continue }
        let previous = lists[k - 1].filter { $0 >> IndexLayout.fieldShift == field }
        let pair = previous.withUnsafeBufferPointer { a in
          inField.withUnsafeBufferPointer { b in Ranker.distance(a, b) }
        }
        distance += max(pair, minProximity)
      }
      let entry = Int(fieldTable[Int(min(field, 255))])
      let rank = (entry & Ranker.rankBits) >> 1
      let position = entry & 1 == 1 ? 0 : (first == Int.max ? 0 : first)
      if best == nil || (distance, rank, position) < (best!.distance, best!.rank, best!.position) {
        best = (distance, rank, position)
      }
    }
    return best.map { ($0.rank, $0.position) }
  }
}
