/// One faceted attribute of an index: its values, each record's values and each value's records.
///
/// A record's values are codes (value id plus one) at the narrowest width that holds them
/// (`CodeTable`): a catalogue's brands or categories are a few hundred values, so a code takes
/// one or two bytes where a value id took four. An attribute no record has several values of (a
/// brand, a price, `_tags` when unused) has one code per record, 0 for none, and no offsets.
struct FacetColumn: @unchecked Sendable {
  let attribute: String
  let values: StringTable
  /// Where each record's codes start in `docCodes`, one more entry than records; empty when no
  /// record has several values (`isSingleValued`).
  let docOffsets: UnsafeBufferPointer<UInt32>
  /// Per record (single-valued) or per value of each record: the value id plus one; 0 only for a
  /// record without a value of a single-valued column.
  let docCodes: CodeTable
  /// The records of the index.
  let recordCount: Int
  let postingOffsets: UnsafeBufferPointer<UInt32>
  let postingDocs: UnsafeBufferPointer<UInt32>
  /// Lower-cased value → value ids, for Algolia's case-insensitive facet filters, built by the
  /// first filter on the attribute: lower-casing and hashing every value of every faceted
  /// attribute was most of the time an open took at a million records.
  var folded: [String: [UInt32]] { foldedValues.table(of: values) }
  private let foldedValues = FoldedFacetValues()
  /// What `numbers(agreeingWith:)` found, made on first use.
  let valueNumbers = MadeOnce<[Double]?>()
  /// The distinct sets of values of a multi-valued column and each record's (`FacetValueSets`),
  /// made by the first count over it; nil for a single-valued column or too many sets.
  var valueSets: FacetValueSets? { isSingleValued ? nil : madeValueSets.value { FacetValueSets(self) } }
  private let madeValueSets = MadeOnce<FacetValueSets?>()

  /// Whether no record has several values (a brand, a price): record `doc`'s code is then
  /// `docCodes[doc]`, which facet counting reads without offsets (the import writes none).
  var isSingleValued: Bool { docOffsets.isEmpty }

  init(
    attribute: String, values: StringTable, recordCount: Int, docOffsets: UnsafeBufferPointer<UInt32>,
    docCodes: CodeTable, postingOffsets: UnsafeBufferPointer<UInt32>, postingDocs: UnsafeBufferPointer<UInt32>
  ) {
    self.attribute = attribute
    self.values = values
    self.recordCount = recordCount
    self.docOffsets = docOffsets
    self.docCodes = docCodes
    self.postingOffsets = postingOffsets
    self.postingDocs = postingDocs
  }

  /// Calls `body` with each value id of record `doc`.
  @inline(__always) func forEachValue(of doc: Int, _ body: (Int) -> Void) {
    if docOffsets.isEmpty {
      let code = docCodes[doc]
      if code != 0 { body(code - 1) }
      return
    }
    for j in Int(docOffsets[doc])..<Int(docOffsets[doc + 1]) { body(docCodes[j] - 1) }
  }

  /// Whether the tables agree enough that no read through them leaves them (checked at open;
  /// each a pass over one table).
  func isConsistent() -> Bool {
    let codes = docCodes.range
    guard postingOffsets.count == values.count + 1,
      postingOffsets.last.map({ Int($0) == postingDocs.count }) ?? false,
      TableCheck.ascending(postingOffsets, upTo: postingDocs.count), TableCheck.allBelow(postingDocs, recordCount),
      codes.upperBound <= values.count
    else { return false }
    if docOffsets.isEmpty { return docCodes.count == recordCount }
    return docOffsets.count == recordCount + 1 && docOffsets.last.map { Int($0) == docCodes.count } ?? false
      && TableCheck.ascending(docOffsets, upTo: docCodes.count) && (docCodes.count == 0 || codes.lowerBound >= 1)
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
