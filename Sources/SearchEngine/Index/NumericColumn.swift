/// The numbers of one attribute: per record (for stats and ranking) and sorted (for range filters).
struct NumericColumn: @unchecked Sendable {
  let attribute: String
  let docOffsets: UnsafeBufferPointer<UInt32>
  let values: UnsafeBufferPointer<Double>
  let sortedValues: UnsafeBufferPointer<Double>
  let sortedDocs: UnsafeBufferPointer<UInt32>

  /// The values of record `doc` (an array attribute has several).
  func values(of doc: Int) -> UnsafeBufferPointer<Double> {
    UnsafeBufferPointer(rebasing: values[Int(docOffsets[doc])..<Int(docOffsets[doc + 1])])
  }

  /// The first value of `doc`, used for ranking; nil when the record has none.
  func first(of doc: Int) -> Double? {
    let start = Int(docOffsets[doc])
    return start < Int(docOffsets[doc + 1]) ? values[start] : nil
  }

  /// Index of the first sorted value `>= value` (or `> value` when `strict`).
  func lowerBound(_ value: Double, strict: Bool) -> Int {
    var low = 0
    var high = sortedValues.count
    while low < high {
      let mid = (low + high) / 2
      let v = sortedValues[mid]
      if v < value || (strict && v == value) { low = mid + 1 } else { high = mid }
    }
    return low
  }
}
