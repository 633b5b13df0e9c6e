import SearchModel

/// Collects the words of every record's searchable attributes while an import streams.
///
/// Records are tokenized into `ExtractedText` (here, or on the file reader's thread when the
/// searchable attributes are known up front); words get provisional integer ids on first sight; each occurrence is kept as (term, packed
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

  /// Reusable buffer for records tokenized here (rather than on the reader's thread).
  private var scratch = ExtractedText()

  init(settings: EngineSettings) {
    discoversFields = settings.searchable.isEmpty
    fields = settings.searchable.map(\.path)
    paths = fields.map(AttributePath.init)
    fieldIDs = Dictionary(fields.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
  }

  /// What another thread needs to tokenize records for `absorb`, or nil when the searchable
  /// attributes are discovered record by record (every attribute searchable), which only this
  /// accumulator can do.
  var extractor: TextExtractor? { discoversFields ? nil : TextExtractor(paths: paths) }

  /// Indexes the searchable text of one record.
  mutating func add(_ record: JSONObject) {
    var text = scratch
    scratch = ExtractedText()
    text.removeAll()
    if discoversFields {
      for (key, value) in record where key != "objectID" && key != "_geoloc" {
        guard let field = fieldID(for: key) else { continue }
        var position: UInt32 = 0
        text.add(value, field: field, position: &position)
      }
      text.endRecord()
    } else {
      TextExtractor(paths: paths).extract(record, into: &text)
    }
    absorb(text, record: 0)
    scratch = text
  }

  /// Indexes record `record` of `text`, tokenized elsewhere (by `extractor`).
  mutating func absorb(_ text: ExtractedText, record: Int) {
    text.forEachWord(of: record) { word, position in
      occurrenceTerms.append(terms.intern(word))
      occurrencePositions.append(position)
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
}
