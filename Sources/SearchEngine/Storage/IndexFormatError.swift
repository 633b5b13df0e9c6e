/// Why an index directory could not be opened or written.
///
/// Every case names the file at fault, so a corrupt or foreign file is reported as
/// "products/terms.isx: checksum mismatch in section postings" rather than as a crash.
public struct IndexFormatError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The file at fault (absolute or as given).
  public var path: String
  /// What is wrong with it.
  public var reason: String

  /// `path: reason`.
  public var description: String { "\(path): \(reason)" }
}
