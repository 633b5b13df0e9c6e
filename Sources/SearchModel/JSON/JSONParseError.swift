/// Why a JSON text was rejected, and where.
///
/// Import files are large and hand-edited, so the error names the line and column (1-based;
/// the column counts Unicode scalars, as an editor does) and says what the parser expected,
/// e.g. `line 3, column 12: expected ',' or '}' after an object member, found ']'`. Errors from
/// ``JSONRecordStream`` also name the record, so a bad record in a 1 GB file can be found.
public struct JSONParseError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What was expected and what was found, without the position.
  public var message: String
  /// 1-based line of the offending byte.
  public var line: Int
  /// 1-based column (in Unicode scalars) of the offending byte.
  public var column: Int
  /// 0-based byte offset of the offending byte in the whole input.
  public var offset: Int
  /// 0-based index of the record being read, when the error comes from a record stream
  /// (messages count records from 1, like lines and columns).
  public var recordIndex: Int?

  /// Creates an error; the parser is the usual author.
  public init(message: String, line: Int, column: Int, offset: Int, recordIndex: Int? = nil) {
    self.message = message
    self.line = line
    self.column = column
    self.offset = offset
    self.recordIndex = recordIndex
  }

  /// `record 3, line 7, column 2: expected ...` (the record part only for stream errors; the third
  /// record is record 3).
  public var description: String {
    let position = "line \(line), column \(column)"
    if let recordIndex {
      return "record \(recordIndex + 1), \(position): \(message)"
    }
    return "\(position): \(message)"
  }
}
