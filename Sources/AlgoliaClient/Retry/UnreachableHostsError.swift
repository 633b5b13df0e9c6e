/// Every host failed: the one error a caller sees after the retry strategy gave up.
///
/// It lists what happened on each host, in the order they were tried, so "the DSN host timed
/// out and the others refused the connection" is visible at once. It never contains the key:
/// attempts only record host URLs, statuses and transport errors.
public struct UnreachableHostsError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The attempts, in order.
  public var attempts: [HostAttempt]

  /// An error from the attempts made.
  public init(attempts: [HostAttempt]) {
    self.attempts = attempts
  }

  /// `Unreachable hosts: h1: connection refused; h2: timed out after 5 s`.
  public var description: String {
    if attempts.isEmpty { return "Unreachable hosts: no host to try" }
    return "Unreachable hosts: " + attempts.map(\.description).joined(separator: "; ")
  }
}
