/// A record the importer cannot index, with its position in the input (0-based, over all files;
/// messages count from 1).
public struct RecordError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Position of the record in the import (0-based, counted over all input files).
  public var position: Int
  /// The file the record came from, when known.
  public var file: String?
  /// What is wrong with it.
  public var reason: String

  /// A bad record at `position`.
  public init(position: Int, file: String? = nil, reason: String) {
    self.position = position
    self.file = file
    self.reason = reason
  }

  /// `file: record N: reason`, N counted from 1 like lines and columns (the first record is
  /// record 1).
  public var description: String {
    (file.map { "\($0): " } ?? "") + "record \(position + 1): \(reason)"
  }
}
