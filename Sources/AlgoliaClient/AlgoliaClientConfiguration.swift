/// Everything an `AlgoliaClient` needs: who it is, where to send requests, how long to wait.
public struct AlgoliaClientConfiguration: Sendable, CustomStringConvertible {
  /// Application ID and API key.
  public var credentials: AlgoliaCredentials
  /// Hosts in the order they are tried; Algolia's read hosts unless custom ones were given.
  public var hosts: [AlgoliaHost]
  /// Connect and read timeouts per attempt.
  public var timeouts: AlgoliaTimeouts
  /// How long a host that failed is skipped (Algolia: 5 minutes).
  public var hostDownTTL: Duration
  /// The `User-Agent` header.
  public var userAgent: String
  /// Responses larger than this are refused rather than buffered (bytes).
  public var maxResponseSize: Int

  /// A configuration; `hosts` empty or `nil` means Algolia's read hosts for the app ID.
  public init(
    credentials: AlgoliaCredentials,
    hosts: [AlgoliaHost]? = nil,
    timeouts: AlgoliaTimeouts = AlgoliaTimeouts(),
    hostDownTTL: Duration = .seconds(300),
    userAgent: String = UserAgent.default,
    maxResponseSize: Int = 64 << 20
  ) {
    self.credentials = credentials
    if let hosts, !hosts.isEmpty {
      self.hosts = hosts
    } else {
      self.hosts = AlgoliaHost.readHosts(appID: credentials.appID)
    }
    self.timeouts = timeouts
    self.hostDownTTL = hostDownTTL
    self.userAgent = userAgent
    self.maxResponseSize = maxResponseSize
  }

  /// The app ID, the hosts and a redacted key.
  public var description: String {
    "AlgoliaClientConfiguration(\(credentials), hosts: \(hosts.map(\.description)))"
  }
}
