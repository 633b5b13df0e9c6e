import SearchModel

/// Collects the facet values of one attribute while an import streams: value ids in order of
/// first appearance and (record, value) pairs in record order.
struct FacetAccumulator {
  let path: String
  private let attributePath: AttributePath
  /// Value ids by UTF-8 bytes (no `String` hashing per value seen).
  private var valueIDs = TermTable()
  private(set) var values: [String] = []
  /// (record, value id) pairs in record order.
  private(set) var pairs: SpilledPairs<UInt32>

  /// An accumulator for attribute `path`, its pairs spilled to `spillPath` past `spillLimit`.
  init(path: String, spillPath: String? = nil, spillLimit: Int = ImportMemory.default.pairsPerColumn) {
    self.path = path
    attributePath = AttributePath(path)
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

  mutating func add(_ record: JSONObject, doc: UInt32) throws {
    try pairs.spillIfFull()
    let first = pairs.records.count  // this record's pairs start here (spills come between records)
    JSONPath.forEachValue(at: attributePath, in: record) { value in
      let id: UInt32
      switch value {
      case .string(var text):
        id = text.withUTF8 { valueIDs.intern($0) }
        if Int(id) == values.count { values.append(text) }
      default:
        guard let text = Self.text(of: value) else { return }
        var bytes = text
        id = bytes.withUTF8 { valueIDs.intern($0) }
        if Int(id) == values.count { values.append(text) }
      }
      // A value repeated within the record counts once (records rarely have more than a few).
      if !pairs.values[first...].contains(id) { pairs.append(doc, id) }
    }
  }
}
