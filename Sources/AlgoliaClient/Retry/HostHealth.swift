/// Which hosts are currently worth trying, shared by every request of one client.
///
/// Algolia's retry strategy (§1 of the API notes): a host that failed with a network error or
/// a 5xx is skipped for `downTTL` (5 minutes); a host that timed out stays usable but gets a
/// longer timeout next time (`timeout × (timeouts + 1)`); when every host is down the whole
/// list is tried again rather than failing without a single attempt.
actor HostHealth {
  /// What is known about one host.
  struct State: Sendable {
    var downSince: ContinuousClock.Instant?
    var timeouts = 0
  }

  /// How long a failed host is skipped.
  let downTTL: Duration
  private var states: [AlgoliaHost: State] = [:]
  /// The current time; injectable so a spec can step past the TTL instead of sleeping through it.
  private let now: @Sendable () -> ContinuousClock.Instant

  init(downTTL: Duration, now: @escaping @Sendable () -> ContinuousClock.Instant = { ContinuousClock.now }) {
    self.downTTL = downTTL
    self.now = now
  }

  /// The hosts to try, in order, with how many times each has timed out.
  ///
  /// Down hosts whose TTL elapsed come back (with their timeout count reset); if no host is
  /// up, all of them are returned so a request is still attempted.
  func plan(for hosts: [AlgoliaHost]) -> [(host: AlgoliaHost, timeouts: Int)] {
    let now = now()
    for host in hosts {
      if let since = states[host]?.downSince, since.duration(to: now) >= downTTL {
        states[host] = State()
      }
    }
    let up = hosts.filter { states[$0]?.downSince == nil }
    return (up.isEmpty ? hosts : up).map { ($0, states[$0]?.timeouts ?? 0) }
  }

  /// The host answered: forget past timeouts.
  func recordSuccess(_ host: AlgoliaHost) {
    states[host] = State()
  }

  /// The host did not answer in time: it stays up, with a longer timeout next time.
  func recordTimeout(_ host: AlgoliaHost) {
    states[host, default: State()].timeouts += 1
  }

  /// The host failed (network error or unexpected status): skip it for `downTTL`.
  func recordFailure(_ host: AlgoliaHost) {
    states[host, default: State()].downSince = now()
  }

  /// True when the host is currently skipped (for tests and diagnostics).
  func isDown(_ host: AlgoliaHost) -> Bool {
    guard let since = states[host]?.downSince else { return false }
    return since.duration(to: now()) < downTTL
  }
}
