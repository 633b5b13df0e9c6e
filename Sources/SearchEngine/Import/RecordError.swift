/// A record the importer cannot index, with its position in the input (0-based, over all files;
/// messages count from 1).
public struct RecordError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Position of the record in the import (0-based, counted over all input files).
  public var position: Int
  /// The file the record came from, when known.
  public var file: String?
  /// 1-based line of the record's first byte in `file`, when read from a file.
  public var line: Int?
  /// 1-based column (Unicode scalars) of the record's first byte, when read from a file.
  public var column: Int?
  /// What is wrong with it.
  public var reason: String

  /// A bad record at `position`.
  public init(position: Int, file: String? = nil, reason: String) {
    self.position = position
    self.file = file
    self.reason = reason
  }

  /// `file: record N, line L, column C: reason`, N counted from 1 like lines and columns (the
  /// first record is record 1), in the form syntax errors take (`JSONParseError`).
  public var description: String {
    var place = "record \(position + 1)"
    if let line { place += ", line \(line)" }
    if let column { place += ", column \(column)" }
    return (file.map { "\($0): " } ?? "") + "\(place): \(reason)"
  }
}
