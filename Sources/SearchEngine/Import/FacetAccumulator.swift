import SearchModel

/// Collects the facet values of one attribute while an import streams: value ids in order of
/// first appearance and (record, value) pairs in record order.
struct FacetAccumulator {
  let path: String
  /// Value ids by UTF-8 bytes (no `String` hashing per value seen).
  private var valueIDs = TermTable()
  private(set) var values: [String] = []
  /// (record, value id) pairs in record order.
  private(set) var pairs: SpilledPairs<UInt32>

  /// An accumulator for attribute `path`, its pairs spilled to `spillPath` past `spillLimit`.
  init(path: String, spillPath: String? = nil, spillLimit: Int = ImportMemory.default.pairsPerColumn) {
    self.path = path
    pairs = SpilledPairs(path: spillPath, limit: spillLimit)
  }

  /// The text a facet value is counted and filtered as.
  static func text(of value: JSONValue) -> String? {
    switch value {
    case .string(let string): string
    case .number(let number): JSONValue.numberText(number)
    case .bool(let flag): flag ? "true" : "false"
    default: nil
    }
  }

  /// Forgets the pairs and deletes their file (`SpilledPairs.discard`), once they are written.
  mutating func discardPairs() { pairs.discard() }

  /// Adds the values of record `record` of `attributes` (read by `AttributeExtractor`, where this
  /// attribute is facet `facet` of `facetCount`) as record `doc`.
  mutating func add(_ attributes: ExtractedAttributes, record: Int, facet: Int, facetCount: Int, doc: UInt32) throws {
    try pairs.spillIfFull()
    let first = pairs.records.count  // this record's pairs start here (spills come between records)
    attributes.forEachValue(of: record, facet: facet, facetCount: facetCount) { bytes in
      let id = valueIDs.intern(bytes)
      if Int(id) == values.count { values.append(String(decoding: bytes, as: UTF8.self)) }
      // A value repeated within the record counts once (records rarely have more than a few).
      if !pairs.values[first...].contains(id) { pairs.append(doc, id) }
    }
  }
}
