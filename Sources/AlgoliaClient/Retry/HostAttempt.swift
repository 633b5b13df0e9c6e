/// What happened when one request was tried on one host; the pieces of an "Unreachable hosts" error.
public struct HostAttempt: Sendable, Hashable, CustomStringConvertible {
  /// How an attempt that did not succeed ended.
  public enum Outcome: Sendable, Hashable {
    /// No complete answer within the timeout (the host stays usable, with a longer timeout next time).
    case timedOut(after: Duration)
    /// The connection failed: refused, reset, DNS, TLS... (the host is marked down for a while).
    case networkError(String)
    /// The host answered with a status that is neither success nor a client error (5xx, 3xx).
    case badStatus(Int, message: String?)
  }

  /// The host tried.
  public var host: AlgoliaHost
  /// How the attempt ended.
  public var outcome: Outcome

  /// An attempt record.
  public init(host: AlgoliaHost, outcome: Outcome) {
    self.host = host
    self.outcome = outcome
  }

  /// `https://app-dsn.algolia.net: timed out after 5 s`; no header, so no key, appears.
  public var description: String {
    switch outcome {
    case .timedOut(let duration):
      "\(host): timed out after \(Self.format(duration))"
    case .networkError(let reason):
      "\(host): \(reason)"
    case .badStatus(let status, let message):
      "\(host): HTTP \(status)" + (message.map { " (\($0))" } ?? "")
    }
  }

  private static func format(_ duration: Duration) -> String {
    let milliseconds = duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000
    if milliseconds % 1000 == 0 { return "\(milliseconds / 1000) s" }
    return "\(milliseconds) ms"
  }
}
