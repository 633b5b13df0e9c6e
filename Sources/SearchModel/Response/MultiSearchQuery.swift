/// One entry of a multi-query (`POST /1/indexes/*/queries`).
public struct MultiSearchQuery: Sendable, Hashable {
  /// What the entry asks for: hits (the default) or facet values.
  public enum Kind: Sendable, Hashable {
    /// A normal search returning hits.
    case hits
    /// `type: "facet"` with the facet attribute and its query.
    case facet(facet: String, facetQuery: String, maxFacetHits: Int?)
  }

  /// The index searched.
  public var indexName: String
  /// Hits or facet values.
  public var kind: Kind
  /// The search parameters of this entry.
  public var parameters: SearchParameters

  /// Creates an entry.
  public init(indexName: String, kind: Kind = .hits, parameters: SearchParameters = SearchParameters()) {
    self.indexName = indexName
    self.kind = kind
    self.parameters = parameters
  }
}
