/// One record read by ``JSONRecordStream``, with where it started.
///
/// The position lets the importer report "record 41 203 (line 41 205)" for a record the engine
/// rejects later, not only for syntax errors.
public struct JSONRecord: Sendable, Hashable {
  /// 0-based position of the record in the file.
  public var index: Int
  /// 1-based line of the record's opening `{`.
  public var line: Int
  /// 1-based column (Unicode scalars) of the record's opening `{`.
  public var column: Int
  /// The record, keys in file order.
  public var object: JSONObject

  /// Creates a record; the stream is the usual author.
  public init(index: Int, line: Int, column: Int, object: JSONObject) {
    self.index = index
    self.line = line
    self.column = column
    self.object = object
  }
}
