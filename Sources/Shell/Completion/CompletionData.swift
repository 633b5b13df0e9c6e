import OrderedCollections

/// What tab completion knows from the session: refreshed after every command, read at Tab time.
///
/// Completion must never run a search (it would be slow and change state), so the shell keeps
/// the names and values seen in the latest results here.
public struct CompletionData: Sendable, Hashable {
  /// Index names from `indexes` and the open index.
  public var indexNames: [String] = []
  /// Facet attributes (from settings and the latest facet counts).
  public var attributes: [String] = []
  /// Numeric attributes (from `facets_stats`).
  public var numericAttributes: [String] = []
  /// Facet values per attribute, from the latest results.
  public var facetValues: OrderedDictionary<String, [String]> = [:]
  /// Search parameter names `set` and `get` accept.
  public var parameters: [String] = []

  public init() {}
}
