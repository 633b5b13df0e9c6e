import SearchModel

/// Collects the words of every record's searchable attributes while an import streams.
///
/// Words get provisional integer ids on first sight; each occurrence is kept as (term, packed
/// position) in flat arrays, with one start offset per record. `InvertedIndexBuilder` later sorts
/// them into posting lists. Flat arrays keep a million-record import free of per-term objects.
struct TextAccumulator {
  private(set) var fields: [String]
  private let paths: [AttributePath]
  private var fieldIDs: [String: Int]
  /// True when every attribute is searchable (no `searchableAttributes` setting).
  let discoversFields: Bool
  private(set) var terms = TermTable()
  private(set) var occurrenceTerms: [UInt32] = []
  private(set) var occurrencePositions: [UInt32] = []
  /// Start of each record's occurrences; one more entry than records at the end.
  private(set) var recordStarts: [UInt32] = [0]

  init(settings: EngineSettings) {
    discoversFields = settings.searchable.isEmpty
    fields = settings.searchable.map(\.path)
    paths = fields.map(AttributePath.init)
    fieldIDs = Dictionary(fields.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
  }

  /// Indexes the searchable text of one record.
  mutating func add(_ record: JSONObject) {
    if discoversFields {
      for (key, value) in record where key != "objectID" && key != "_geoloc" {
        guard let field = fieldID(for: key) else { continue }
        var position: UInt32 = 0
        addValue(value, field: field, position: &position)
      }
    } else {
      for (field, path) in paths.enumerated() {
        var position: UInt32 = 0
        JSONPath.forEachValue(at: path, in: record) { value in
          addValue(value, field: field, position: &position)
        }
      }
    }
    recordStarts.append(UInt32(occurrenceTerms.count))
  }

  private mutating func fieldID(for key: String) -> Int? {
    if let id = fieldIDs[key] { return id }
    guard fields.count < IndexLayout.maxFields else { return nil }
    fields.append(key)
    fieldIDs[key] = fields.count - 1
    return fields.count - 1
  }

  private mutating func addValue(_ value: JSONValue, field: Int, position: inout UInt32) {
    switch value {
    case .string(let text): addText(text, field: field, position: &position)
    case .number(let number): addText(JSONValue.numberText(number), field: field, position: &position)
    case .array(let items):
      for item in items { addValue(item, field: field, position: &position) }
    case .object(let object):
      for (_, item) in object { addValue(item, field: field, position: &position) }
    case .bool, .null: break
    }
  }

  private mutating func addText(_ text: String, field: Int, position: inout UInt32) {
    let first = occurrenceTerms.count
    let fieldBits = UInt32(field) << IndexLayout.fieldShift
    Tokenizer.forEachWordBytes(in: text) { word, _ in
      let id = terms.intern(word)
      occurrenceTerms.append(id)
      occurrencePositions.append(fieldBits | min(position, IndexLayout.positionMask))
      position += 1
    }
    if occurrenceTerms.count - first == 1 {
      occurrencePositions[first] |= IndexLayout.singleWordFlag
    }
    if occurrenceTerms.count > first { position += IndexLayout.arrayGap }
  }
}
