extension Array where Element == UInt32 {
  /// The first index whose element does not satisfy `belongs` (elements satisfying it come first):
  /// where a record id falls in a query's candidates, which are record ids in ascending order
  /// (a browse cursor's resume point, a pinned record, a record met walking the custom order), or
  /// the term a posting belongs to among some terms' first postings (`Ranker.nearProximities`).
  func partitioningIndex(where belongs: (UInt32) -> Bool) -> Int {
    var low = 0
    var high = count
    while low < high {
      let mid = (low + high) / 2
      if belongs(self[mid]) { low = mid + 1 } else { high = mid }
    }
    return low
  }
}
