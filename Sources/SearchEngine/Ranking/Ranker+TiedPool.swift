extension Ranker {
  /// The best `k` of `pool` by stored custom rank alone, ties by candidate, when the pool ties on
  /// every other criterion of the key (`tied` leading criteria of a key of one packed segment
  /// ending with the custom rank); nil otherwise.
  ///
  /// What `top` leaves after its passes is often this: `from` on bestbuy-1m leaves 402k candidates
  /// tied on typo, attribute and exact, which the general heap ranked at 26 ns each through the
  /// packed key; here a candidate is one 64-bit figure, its rank and index, against the heap's root.
  func topByCustomRank(_ k: Int, among pool: UnsafeBufferPointer<UInt32>, tied: Int) -> [Int]? {
    guard segments.count == 1, !segments[0].isNumber, tied + 1 == segments[0].criteriaCount,
      criteria[segments[0].criteriaStart + tied].kind == .custom, k > 0, pool.count > k
    else { return nil }
    let ranks = snapshot.customRanks
    guard ranks.count == snapshot.recordCount else { return nil }
    // Max-heap of rank << 32 | candidate: the worst kept one at the root.
    var heap: [UInt64] = []
    heap.reserveCapacity(k)
    let cancelled = matches.docs.withUnsafeBufferPointer { docs in
      for (j, i) in pool.enumerated() {
        if SearchCancellation.isCancelled(atStep: j) { return true }
        let figure = UInt64(ranks[Int(docs[Int(i)])]) << 32 | UInt64(i)
        if heap.count < k {
          heap.append(figure)
          var c = heap.count - 1
          while c > 0, heap[(c - 1) / 2] < heap[c] {
            heap.swapAt(c, (c - 1) / 2)
            c = (c - 1) / 2
          }
        } else if figure < heap[0] {
          heap[0] = figure
          var p = 0
          while true {
            let l = 2 * p + 1
            var m = p
            if l < k && heap[l] > heap[m] { m = l }
            if l + 1 < k && heap[l + 1] > heap[m] { m = l + 1 }
            if m == p { break }
            heap.swapAt(p, m)
            p = m
          }
        }
      }
      return false
    }
    if cancelled { return [] }
    return heap.sorted().map { Int($0 & 0xFFFF_FFFF) }
  }
}
