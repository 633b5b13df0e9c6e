/// How much of the query an attribute matched, as Algolia grades it.
public enum MatchLevel: String, Sendable, Hashable, CaseIterable, Codable {
  /// No query word matched.
  case none
  /// Some query words matched.
  case partial
  /// Every query word matched.
  case full
}
