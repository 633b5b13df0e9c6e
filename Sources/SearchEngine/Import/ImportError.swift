import SearchModel

/// Why an import failed; the previous index, if any, is left untouched.
public enum ImportError: Error, Sendable, CustomStringConvertible {
  /// An input file could not be read.
  case unreadableFile(path: String, reason: String)
  /// An input file is not valid JSON (array or NDJSON); positions are in the file.
  case syntax(path: String, JSONParseError)
  /// A record is not indexable and `skipInvalid` is off.
  case invalidRecord(RecordError)
  /// Writing the index failed.
  case storage(IndexFormatError)

  /// A one-line message naming the file and position at fault.
  public var description: String {
    switch self {
    case .unreadableFile(let path, let reason): "\(path): \(reason)"
    case .syntax(let path, let error): "\(path): \(error)"
    case .invalidRecord(let error): "\(error) (use --skip-invalid to skip bad records)"
    case .storage(let error): error.description
    }
  }
}
