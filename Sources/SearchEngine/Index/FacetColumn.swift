import NIOConcurrencyHelpers

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
  /// Per value, how many records come before its own (one more entry than values).
  let postingOffsets: UnsafeBufferPointer<UInt32>
  /// Per value, where its records' `DocBlockCodec` blocks start in `postingData` (one more entry
  /// than values: the blocks' end, before the codec's padding).
  let postingStarts: UnsafeBufferPointer<UInt32>
  /// Each value's records, ascending, as `DocBlockCodec` blocks (format 15; 32 bits a record
  /// before: bestbuy-1m's categories took 13.3 MB), then the codec's padding.
  let postingData: UnsafeRawBufferPointer
  /// Per value, whether its blocks passed `DocBlockCodec.validate` (checked the first time a
  /// filter reads them, as a term's postings are).
  private let checkedValues: NIOLockedValueBox<[Bool]>
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
    docCodes: CodeTable, postingOffsets: UnsafeBufferPointer<UInt32>, postingStarts: UnsafeBufferPointer<UInt32>,
    postingData: UnsafeRawBufferPointer
  ) {
    self.attribute = attribute
    self.values = values
    self.recordCount = recordCount
    self.docOffsets = docOffsets
    self.docCodes = docCodes
    self.postingOffsets = postingOffsets
    self.postingStarts = postingStarts
    self.postingData = postingData
    checkedValues = NIOLockedValueBox([Bool](repeating: false, count: values.count))
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
    let blockBytes = postingData.count - DocBlockCodec.padding
    guard postingOffsets.count == values.count + 1, postingStarts.count == values.count + 1,
      TableCheck.ascending(postingOffsets, upTo: Int(postingOffsets.last ?? 0)), postingOffsets.first == 0,
      blockBytes >= 0, postingStarts.first == 0, postingStarts.last.map({ Int($0) == blockBytes }) ?? false,
      TableCheck.ascending(postingStarts, upTo: blockBytes), codes.upperBound <= values.count
    else { return false }
    if docOffsets.isEmpty { return docCodes.count == recordCount }
    return docOffsets.count == recordCount + 1 && docOffsets.last.map { Int($0) == docCodes.count } ?? false
      && TableCheck.ascending(docOffsets, upTo: docCodes.count) && (docCodes.count == 0 || codes.lowerBound >= 1)
  }

  /// True when value `value`'s blocks are exactly as `DocBlockCodec` writes them, every record
  /// below the record count (checked once, the first time).
  func verify(_ value: Int) -> Bool {
    if checkedValues.withLockedValue({ $0[value] }) { return true }
    let start = Int(postingStarts[value])
    let count = self.count(of: value)
    guard count == 0 && postingStarts[value + 1] == postingStarts[value]
      || DocBlockCodec.validate(
        postingData.baseAddress.unsafelyUnwrapped + start, length: Int(postingStarts[value + 1]) - start, count: count,
        recordCount: recordCount)
    else { return false }
    checkedValues.withLockedValue { $0[value] = true }
    return true
  }

  /// Adds the records having value `value` to `set`; false, adding none, when the value's blocks
  /// are not sound (`verify`).
  func insertRecords(of value: Int, into set: inout Bitset) -> Bool {
    guard verify(value) else { return false }
    let count = self.count(of: value)
    let blocks = postingData.baseAddress.unsafelyUnwrapped + Int(postingStarts[value])
    DocBlockCodec.insertRecords(blocks, count: count, into: &set)
    return true
  }

  /// True when every value's blocks are sound (`instantsearch check`).
  func verifyAll() -> Bool {
    (0..<values.count).allSatisfy(verify)
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
