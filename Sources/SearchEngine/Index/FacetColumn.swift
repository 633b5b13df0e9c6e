/// One faceted attribute of an index: its values, each record's values and each value's records.
struct FacetColumn: @unchecked Sendable {
  let attribute: String
  let values: StringTable
  let docOffsets: UnsafeBufferPointer<UInt32>
  let docValues: UnsafeBufferPointer<UInt32>
  let postingOffsets: UnsafeBufferPointer<UInt32>
  let postingDocs: UnsafeBufferPointer<UInt32>
  /// Lower-cased value → value ids, for Algolia's case-insensitive facet filters, built by the
  /// first filter on the attribute: lower-casing and hashing every value of every faceted
  /// attribute was most of the time an open took at a million records.
  var folded: [String: [UInt32]] { foldedValues.table(of: values) }
  private let foldedValues = FoldedFacetValues()
  /// What `numbers(agreeingWith:)` found, made on first use.
  let valueNumbers = MadeOnce<[Double]?>()
  /// What `isSingleValued` found, made on first use.
  private let singleValued = MadeOnce<Bool>()

  /// Whether every record has exactly one value (a brand, a price): record `doc`'s value is then
  /// `docValues[doc]`, which facet counting reads without going through `docOffsets`.
  var isSingleValued: Bool {
    singleValued.value {
      guard docValues.count == docOffsets.count - 1 else { return false }
      for doc in docOffsets.indices where docOffsets[doc] != UInt32(truncatingIfNeeded: doc) { return false }
      return true
    }
  }

  init(
    attribute: String, values: StringTable, docOffsets: UnsafeBufferPointer<UInt32>, docValues: UnsafeBufferPointer<UInt32>,
    postingOffsets: UnsafeBufferPointer<UInt32>, postingDocs: UnsafeBufferPointer<UInt32>
  ) {
    self.attribute = attribute
    self.values = values
    self.docOffsets = docOffsets
    self.docValues = docValues
    self.postingOffsets = postingOffsets
    self.postingDocs = postingDocs
  }

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

/// A facet column's lower-cased value table, made once on first use and shared by every search
/// of the snapshot.
final class FoldedFacetValues: Sendable {
  private let table = MadeOnce<[String: [UInt32]]>()

  /// The table of `values` (always the same column's), made on the first call.
  func table(of values: StringTable) -> [String: [UInt32]] {
    table.value {
      var folded: [String: [UInt32]] = [:]
      for v in 0..<values.count { folded[values.string(v).lowercased(), default: []].append(UInt32(v)) }
      return folded
    }
  }
}
