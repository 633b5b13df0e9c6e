extension Ranker {
  /// The best `k` candidates without computing a key, when the key holds nothing or only the stored
  /// custom rank (an empty query, with no geo, filter scores or sort): nil otherwise, or when the
  /// candidates are too few for it to pay.
  ///
  /// With an empty key every candidate ties and the first `k` are the page. With the custom rank
  /// alone the page is the first `k` candidates met walking the records in custom-ranking order
  /// (`IndexSnapshot.recordsInCustomOrder`, ties by record id as the heap breaks them), so an empty
  /// query over a million records reads about `k` records instead of ranking a million. Below one
  /// record in 32 matching, the walk would pass too many non-candidates and the heap is used.
  func topInStoredOrder(_ k: Int) -> [Int]? {
    let n = matches.count
    if segments.isEmpty { return Array(0..<min(k, n)) }
    guard segments.count == 1, !segments[0].isNumber, segments[0].criteriaCount == 1,
      criteria[segments[0].criteriaStart].kind == .custom, n * 32 >= snapshot.recordCount
    else { return nil }
    let order = snapshot.recordsInCustomOrder
    guard order.count == snapshot.recordCount else { return nil }
    let docs = matches.docs
    if n == snapshot.recordCount {  // every record matches: candidate i is record i
      return order.prefix(k).map(Int.init)
    }
    let members = Bitset(count: snapshot.recordCount, members: docs)
    var page: [Int] = []
    page.reserveCapacity(min(k, n))
    for (step, doc) in order.enumerated() {
      if SearchCancellation.isCancelled(atStep: step) { return [] }
      guard members.contains(Int(doc)) else { continue }
      page.append(docs.partitioningIndex { $0 < doc })
      if page.count == k { break }
    }
    return page
  }
}
