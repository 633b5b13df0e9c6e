/// `strategy` of a multi-query.
public enum MultiSearchStrategy: String, Sendable, Hashable {
  /// Run every query.
  case none
  /// Stop once a query returns enough hits (hitsPerPage).
  case stopIfEnoughMatches
}
