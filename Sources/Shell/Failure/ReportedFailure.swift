/// A failure that has already been reported to the user (e.g. inside a `source`d script).
///
/// The runner counts it and applies the stop/keep-going policy without printing it again.
public struct ReportedFailure: Error, Sendable, Hashable {
  public init() {}
}
