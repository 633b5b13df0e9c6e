/// How far an import has got; passed to the progress callback a few times a second.
public struct ImportProgress: Sendable, Hashable {
  /// Records indexed so far.
  public var records: Int
  /// Records skipped as invalid so far (`skipInvalid`).
  public var skipped: Int
  /// Input bytes consumed so far (0 for in-memory imports).
  public var bytesRead: Int
  /// Total input bytes, when known (files), for the ETA.
  public var totalBytes: Int?
  /// Seconds since the import started.
  public var elapsed: Double
  /// True on the last call, once the index has been written.
  public var isFinished: Bool

  /// A progress snapshot.
  public init(records: Int, skipped: Int, bytesRead: Int, totalBytes: Int?, elapsed: Double, isFinished: Bool) {
    self.records = records
    self.skipped = skipped
    self.bytesRead = bytesRead
    self.totalBytes = totalBytes
    self.elapsed = elapsed
    self.isFinished = isFinished
  }

  /// Records per second so far.
  public var recordsPerSecond: Double { elapsed > 0 ? Double(records) / elapsed : 0 }

  /// Estimated seconds left, from the share of input bytes consumed.
  public var secondsRemaining: Double? {
    guard let totalBytes, totalBytes > 0, bytesRead > 0, elapsed > 0 else { return nil }
    let fraction = min(Double(bytesRead) / Double(totalBytes), 1)
    return elapsed * (1 - fraction) / fraction
  }
}
