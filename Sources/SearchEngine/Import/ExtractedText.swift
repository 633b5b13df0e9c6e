import SearchModel

/// The normalised words of some records' searchable attributes, with their packed positions, in
/// flat arrays: what the tokenizer produces before words get their term ids.
///
/// Tokenizing needs nothing from the rest of the import, so for a file import it happens on the
/// reader's thread for a whole batch; the builder then only interns the words (`TextAccumulator
/// .absorb`). One record's words are `recordStarts[r]..<recordStarts[r + 1]`.
struct ExtractedText: Sendable {
  /// The words' UTF-8 bytes, back to back; word `w` ends at `wordEnds[w]`.
  private(set) var wordBytes: [UInt8] = []
  private(set) var wordEnds: [UInt32] = []
  /// Per word: field << `fieldShift` | single-word flag | position in the attribute.
  private(set) var positions: [UInt32] = []
  /// Start of each record's words; one more entry than records.
  private(set) var recordStarts: [UInt32] = [0]
  /// Where the tokenizer writes a text's words before they are appended here: made by the first
  /// text added, so that an empty `ExtractedText` (made per record by `TextAccumulator.add`) costs
  /// no allocation.
  private var scratch: WordScratch?

  /// The number of records extracted.
  var recordCount: Int { recordStarts.count - 1 }

  /// Empties the buffers, keeping their capacity.
  mutating func removeAll() {
    wordBytes.removeAll(keepingCapacity: true)
    wordEnds.removeAll(keepingCapacity: true)
    positions.removeAll(keepingCapacity: true)
    recordStarts.removeAll(keepingCapacity: true)
    recordStarts.append(0)
  }

  /// Closes the current record.
  mutating func endRecord() {
    recordStarts.append(UInt32(wordEnds.count))
  }

  /// Adds the words of `value` (strings, numbers, arrays and objects of them) to `field`.
  ///
  /// Positions count words within the attribute; each string of an array starts `arrayGap` past
  /// the previous one so that proximity never joins words of different elements, and a string
  /// made of one word is flagged (for `exactOnSingleWordQuery: attribute`).
  ///
  /// Words are read with the index's `normalization`, split at camelCase when `camelCase`.
  mutating func add(
    _ value: JSONValue, field: Int, position: inout UInt32, normalization: TextNormalization = .standard,
    camelCase: Bool = false
  ) {
    switch value {
    case .string(let text):
      add(text: text, field: field, position: &position, normalization: normalization, camelCase: camelCase)
    case .number(let number):
      add(
        text: JSONValue.numberText(number), field: field, position: &position, normalization: normalization,
        camelCase: camelCase)
    case .array(let items):
      for item in items {
        add(item, field: field, position: &position, normalization: normalization, camelCase: camelCase)
      }
    case .object(let object):
      for (_, item) in object {
        add(item, field: field, position: &position, normalization: normalization, camelCase: camelCase)
      }
    case .bool, .null: break
    }
  }

  private mutating func add(
    text: String, field: Int, position: inout UInt32, normalization: TextNormalization, camelCase: Bool
  ) {
    if !isKnownUniquelyReferenced(&scratch) { scratch = WordScratch() }
    let scratch = scratch!
    let base = UInt32(truncatingIfNeeded: wordBytes.count)
    let fieldBits = UInt32(field) << IndexLayout.fieldShift
    position = scratch.write(fieldBits: fieldBits, next: position, endBase: base) { writer in
      Tokenizer.scan(text, into: &writer, normalization: normalization, camelCase: camelCase)
      let count = writer.wordCount
      guard count > 0 else { return writer.next }
      if count == 1 { writer.writtenPositions[0] |= IndexLayout.singleWordFlag }
      // One bulk append per array (the ends already count from the bytes before this text).
      wordBytes.append(contentsOf: writer.writtenBytes)
      wordEnds.append(contentsOf: writer.writtenEnds)
      positions.append(contentsOf: UnsafeBufferPointer(writer.writtenPositions))
      return writer.next + IndexLayout.arrayGap
    }
  }

  /// Calls `body` with each word of record `record` and its packed position.
  func forEachWord(of record: Int, _ body: (UnsafeBufferPointer<UInt8>, UInt32) -> Void) {
    wordBytes.withUnsafeBufferPointer { bytes in
      let first = Int(recordStarts[record])
      let end = Int(recordStarts[record + 1])
      var start = first == 0 ? 0 : Int(wordEnds[first - 1])
      for w in first..<end {
        let stop = Int(wordEnds[w])
        body(UnsafeBufferPointer(rebasing: bytes[start..<stop]), positions[w])
        start = stop
      }
    }
  }
}

/// Extracts the searchable text of records when the searchable attributes are known up front
/// (a `searchableAttributes` setting), so that any thread can do it.
struct TextExtractor: Sendable {
  let paths: [AttributePath]
  /// The index's normalisation settings.
  let normalization: TextNormalization
  /// Per path: `camelCaseAttributes` names it.
  let camelCase: [Bool]

  /// `fields` are the paths as written (for `camelCaseAttributes`).
  init(paths: [AttributePath], fields: [String] = [], normalization: TextNormalization = .standard) {
    self.paths = paths
    self.normalization = normalization
    camelCase = paths.indices.map { $0 < fields.count && normalization.splitsCamelCase(fields[$0]) }
  }

  /// Appends the words of `record` to `text` as one record.
  func extract(_ record: JSONObject, into text: inout ExtractedText) {
    // Read once, outside the per-value closure: capturing `self` there costs the reader thread
    // (the import's bottleneck) a fifth of its time in retains and lost inlining.
    let normalization = normalization
    for field in paths.indices {
      var position: UInt32 = 0
      let camelCase = camelCase[field]
      JSONPath.forEachValue(at: paths[field], in: record) { value in
        text.add(value, field: field, position: &position, normalization: normalization, camelCase: camelCase)
      }
    }
    text.endRecord()
  }
}
