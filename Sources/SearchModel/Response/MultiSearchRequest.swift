/// The body of a multi-query (`POST /1/indexes/*/queries`): several searches answered together.
///
/// InstantSearch sends one per keystroke (the hits query plus one per disjunctive facet), so
/// this is the request the loopback server sees most. Encodes to
/// `{"requests":[...],"strategy":"none"}`; see ``MultiSearchQuery`` for the entry shapes accepted.
public struct MultiSearchRequest: Sendable, Hashable {
  /// The searches, answered in this order.
  public var requests: [MultiSearchQuery]
  /// `nil` when not sent (Algolia's default is `none`).
  public var strategy: MultiSearchStrategy?

  /// Creates a request.
  public init(requests: [MultiSearchQuery], strategy: MultiSearchStrategy? = nil) {
    self.requests = requests
    self.strategy = strategy
  }
}
