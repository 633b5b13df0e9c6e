import HeapModule

extension Ranker {
  /// The best `k` of `pool` by stored custom rank alone, ties by candidate, when the pool ties on
  /// every other criterion of the key (`tied` leading criteria of a key of one packed segment
  /// ending with the custom rank); nil otherwise.
  ///
  /// What `top` leaves after its passes is often this: `from` on bestbuy-1m leaves 402k candidates
  /// tied on typo, attribute and exact, which the general heap ranked at 26 ns each through the
  /// packed key; here a candidate is one 64-bit figure, its rank and index, against the largest kept (`Heap` from swift-collections).
  ///
  /// Without a pool, every candidate: an empty query with filters, ranked by custom rank alone,
  /// whose candidates are too few for the walk in stored order (`topInStoredOrder`).
  func topByCustomRank(_ k: Int, among pool: UnsafeBufferPointer<UInt32>?, tied: Int) -> [Int]? {
    let count = pool?.count ?? matches.count
    guard segments.count == 1, !segments[0].isNumber, tied + 1 == segments[0].criteriaCount,
      criteria[segments[0].criteriaStart + tied].kind == .custom, k > 0, count > k
    else { return nil }
    let ranks = snapshot.customRanks
    guard ranks.count == snapshot.recordCount else { return nil }
    // rank << 32 | candidate: the page is the k smallest, the worst kept one is the heap's max.
    var heap = Heap<UInt64>()
    // A candidate whose rank bucket is above the worst kept one's bucket loses to it: its rank is
    // not read. (A rank out of range, from a damaged file, has the last bucket and is read.)
    let (buckets, shift) = snapshot.customRankBuckets
    var worstBucket = Int.max
    let cancelled = matches.docs.withUnsafeBufferPointer { docs in
      buckets.withUnsafeBufferPointer { buckets in
        for j in 0..<count {
          if SearchCancellation.isCancelled(atStep: j) { return true }
          let i = pool.map { $0[j] } ?? UInt32(truncatingIfNeeded: j)
          let doc = Int(docs[Int(i)])
          if Int(buckets[doc]) > worstBucket { continue }
          let figure = UInt64(ranks[doc]) << 32 | UInt64(i)
          if heap.count < k {
            heap.insert(figure)
          } else if figure < heap.max! {
            heap.replaceMax(with: figure)
          } else {
            continue
          }
          if heap.count == k { worstBucket = min(Int(heap.max! >> 32), ranks.count - 1) >> shift }
        }
        return false
      }
    }
    if cancelled { return [] }
    return heap.unordered.sorted().map { Int($0 & 0xFFFF_FFFF) }
  }
}
