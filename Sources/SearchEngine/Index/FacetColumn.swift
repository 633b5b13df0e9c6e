/// One faceted attribute of an index: its values, each record's values and each value's records.
struct FacetColumn: @unchecked Sendable {
  let attribute: String
  let values: StringTable
  let docOffsets: UnsafeBufferPointer<UInt32>
  let docValues: UnsafeBufferPointer<UInt32>
  let postingOffsets: UnsafeBufferPointer<UInt32>
  let postingDocs: UnsafeBufferPointer<UInt32>
  /// Lower-cased value → value ids, for Algolia's case-insensitive facet filters.
  let folded: [String: [UInt32]]

  /// The value ids of record `doc`.
  func values(of doc: Int) -> UnsafeBufferPointer<UInt32> {
    UnsafeBufferPointer(rebasing: docValues[Int(docOffsets[doc])..<Int(docOffsets[doc + 1])])
  }

  /// The records having value `value`, ascending.
  func records(of value: Int) -> UnsafeBufferPointer<UInt32> {
    UnsafeBufferPointer(rebasing: postingDocs[Int(postingOffsets[value])..<Int(postingOffsets[value + 1])])
  }

  /// The number of records with value `value`.
  func count(of value: Int) -> Int {
    Int(postingOffsets[value + 1] - postingOffsets[value])
  }
}
