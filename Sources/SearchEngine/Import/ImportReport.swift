/// What an import did: how many records went in, how many were skipped and why.
public struct ImportReport: Sendable, Hashable {
  /// The index directory written.
  public var directory: String
  /// Records indexed.
  public var imported: Int
  /// Records skipped as invalid (only with `skipInvalid`).
  public var skipped: Int
  /// The first skipped records' errors (at most 100), with their positions.
  public var skippedErrors: [RecordError]
  /// Wall-clock seconds, reading to rename.
  public var seconds: Double

  /// A report.
  public init(directory: String, imported: Int, skipped: Int, skippedErrors: [RecordError], seconds: Double) {
    self.directory = directory
    self.imported = imported
    self.skipped = skipped
    self.skippedErrors = skippedErrors
    self.seconds = seconds
  }
}
