import SearchModel

/// A record checked and encoded for storage, ready for `IndexBuilder.add(_:blob:)`.
///
/// Preparing covers everything about a record that needs nothing from the rest of the import:
/// its shape, its `objectID` (kept, converted from an integer, or generated from its position)
/// and its binary encoding. The file reader's thread does it for a whole batch while the builder
/// indexes the previous one, which takes the encoding off the import's critical path.
struct PreparedRecord: Sendable {
  /// The record, with its `objectID` as stored.
  var object: JSONObject
  var objectID: String
  /// Whether the record had no `objectID` and got its position in the import as one.
  var generatedID = false
  /// Where the record's encoding lies in its batch's blob buffer.
  var blob: Range<Int>
  /// The record's index in its batch's `text`, when it was tokenized with the batch.
  var textRecord: Int?
  /// The record's index in its batch's `attributes`, when its facet values and numbers were read
  /// with the batch.
  var attributesRecord: Int?

  /// Checks `value`, settles its `objectID` and appends its encoding to `blob`.
  static func prepare(_ value: JSONValue, position: Int, into blob: inout [UInt8]) throws(RecordError) -> PreparedRecord {
    guard case .object(var record) = value else {
      throw RecordError(position: position, reason: "expected a JSON object, found \(value.kindDescription)")
    }
    let objectID: String
    var generatedID = false
    switch record["objectID"] {
    case nil, .null?:
      objectID = String(position)
      record["objectID"] = .string(objectID)
      generatedID = true
    case .string(let id)?:
      guard !id.isEmpty else { throw RecordError(position: position, reason: "objectID is empty") }
      objectID = id
    case .number(let number)? where number == number.rounded() && abs(number) < 1e15:
      objectID = JSONValue.numberText(number)
      record["objectID"] = .string(objectID)
    case let other?:
      throw RecordError(position: position, reason: "objectID must be a string, found \(other.kindDescription)")
    }
    let start = blob.count
    RecordCodec.encode(.object(record), into: &blob)
    return PreparedRecord(object: record, objectID: objectID, generatedID: generatedID, blob: start..<blob.count)
  }
}

/// A batch of records read from one file and prepared on the reader's thread.
struct PreparedBatch: Sendable {
  /// Per record: where it is in the file, and the record or why it cannot be indexed.
  var records: [(source: JSONRecord.Position, result: Result<PreparedRecord, RecordError>)] = []
  /// The encodings of the batch's records, back to back.
  var blob: [UInt8] = []
  /// The searchable words of the batch's records (when the reader had an extractor).
  var text = ExtractedText()
  /// The facet values and numbers of the batch's records.
  var attributes = ExtractedAttributes()
}

extension JSONRecord {
  /// Where a record was in its file (the record itself moves into `PreparedRecord`).
  struct Position: Sendable {
    var index: Int
    var line: Int
    var column: Int
  }
}
