import SearchModel

/// Collects the words of every record's searchable attributes while an import streams.
///
/// Records are tokenized into `ExtractedText` (here, or on the file reader's thread when the
/// searchable attributes are known up front); words get provisional integer ids on first sight,
/// and each occurrence goes to its term's chain in an `OccurrenceStore`, so that
/// `InvertedIndexWriter` only gathers the chains in term order at the end.
struct TextAccumulator {
  private(set) var fields: [String]
  private let paths: [AttributePath]
  private var fieldIDs: [String: Int]
  /// True when every attribute is searchable (no `searchableAttributes` setting).
  let discoversFields: Bool
  private(set) var terms = TermTable()
  /// Every occurrence, by term (the store is owned by this accumulator alone).
  let occurrences = OccurrenceStore()
  /// The number of records added so far.
  private(set) var recordCount = 0

  /// Where the occurrence store spills its runs (`PATH.0`, `PATH.1`...), nil to keep every
  /// occurrence in memory.
  var spillPath: String?
  /// The memory the occurrence store may hold before it spills a run.
  ///
  /// The store is most of an import's memory and grows with the words imported (367 MB for a
  /// million Best Buy-like records, several GB at ten million). Spilling at this size bounds it;
  /// the runs are read back in large sequential reads when the index is written.
  var spillBudget = ImportMemory.default.occurrenceBudget

  /// The records where two frequent words stand close (`NearPairs`), read from each record's
  /// term ids as they are interned.
  var nearPairs = NearPairCollector()

  /// Reusable buffer for a record's term ids (`absorb`).
  private var termIDs: [UInt32] = []
  /// Reusable buffer for records tokenized here (rather than on the reader's thread).
  private var scratch = ExtractedText()
  /// The index's normalisation settings.
  let normalization: TextNormalization

  init(settings: EngineSettings) {
    normalization = TextNormalization(settings: settings.source)
    discoversFields = settings.searchable.isEmpty
    fields = settings.searchable.map(\.path)
    paths = fields.map(AttributePath.init)
    fieldIDs = Dictionary(fields.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
  }

  /// What another thread needs to tokenize records for `absorb`, or nil when the searchable
  /// attributes are discovered record by record (every attribute searchable), which only this
  /// accumulator can do.
  var extractor: TextExtractor? {
    discoversFields ? nil : TextExtractor(paths: paths, fields: fields, normalization: normalization)
  }

  /// Indexes the searchable text of one record.
  mutating func add(_ record: JSONObject) throws {
    var text = scratch
    scratch = ExtractedText()
    text.removeAll()
    if discoversFields {
      for (key, value) in record where key != "objectID" && key != "_geoloc" {
        guard let field = fieldID(for: key) else { continue }
        var position: UInt32 = 0
        text.add(
          value, field: field, position: &position, normalization: normalization,
          camelCase: normalization.splitsCamelCase(key))
      }
      text.endRecord()
    } else {
      TextExtractor(paths: paths, fields: fields, normalization: normalization).extract(record, into: &text)
    }
    scratch = text
    try absorb(text, record: 0)
  }

  /// Indexes record `record` of `text`, tokenized elsewhere (by `extractor`), then spills the
  /// occurrence store if it has outgrown `spillBudget` (between two records, as a run must).
  mutating func absorb(_ text: ExtractedText, record: Int) throws {
    let doc = UInt32(recordCount)
    var ids = termIDs
    termIDs = []
    terms.intern(wordsOf: text, record: record, into: &ids)
    let start = Int(text.recordStarts[record])
    ids.withUnsafeBufferPointer { ids in
      text.positions.withUnsafeBufferPointer { positions in
        let positions = UnsafeBufferPointer(rebasing: positions[start..<start + ids.count])
        occurrences.append(terms: ids, positions: positions, record: doc)
        nearPairs.add(ids: ids, positions: positions, record: doc)
      }
    }
    termIDs = ids
    recordCount += 1
    if let spillPath, occurrences.bytesHeld > spillBudget {
      let order = terms.sortedByBytes(occurrences.termsHeld().lazy.map(Int.init)).map(UInt32.init)
      try occurrences.spill(order: order, to: "\(spillPath).\(occurrences.runs.count)")
    }
  }

  private mutating func fieldID(for key: String) -> Int? {
    if let id = fieldIDs[key] { return id }
    guard fields.count < IndexLayout.maxFields else { return nil }
    fields.append(key)
    fieldIDs[key] = fields.count - 1
    return fields.count - 1
  }
}
