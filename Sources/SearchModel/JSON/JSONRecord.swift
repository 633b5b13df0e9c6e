/// One record read by ``JSONRecordStream``, with where it started.
///
/// The position lets the importer report "record 41 203 (line 41 205)" for a record the engine
/// rejects later, not only for syntax errors.
public struct JSONRecord: Sendable, Hashable {
  /// 0-based position of the record in the file.
  public var index: Int
  /// 1-based line of the record's first byte (its opening `{` for an object).
  public var line: Int
  /// 1-based column (Unicode scalars) of the record's first byte.
  public var column: Int
  /// The record as read: always an object, unless the stream was made with
  /// `acceptsNonObjects` (an importer that skips such records and counts them).
  public var value: JSONValue

  /// The record, keys in file order; empty for a non-object record, which only a stream made
  /// with `acceptsNonObjects` returns.
  public var object: JSONObject { value.objectValue ?? [:] }

  /// Creates a record; the stream is the usual author.
  public init(index: Int, line: Int, column: Int, value: JSONValue) {
    self.index = index
    self.line = line
    self.column = column
    self.value = value
  }

  /// Creates an object record.
  public init(index: Int, line: Int, column: Int, object: JSONObject) {
    self.init(index: index, line: line, column: column, value: .object(object))
  }
}
