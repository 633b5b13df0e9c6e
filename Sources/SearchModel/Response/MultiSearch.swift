/// One entry of a multi-query (`POST /1/indexes/*/queries`).
public struct MultiSearchQuery: Sendable, Hashable {
  /// What the entry asks for: hits (the default) or facet values.
  public enum Kind: Sendable, Hashable {
    case hits
    /// `type: "facet"` with the facet attribute and its query.
    case facet(facet: String, facetQuery: String, maxFacetHits: Int?)
  }

  public var indexName: String
  public var kind: Kind
  public var parameters: SearchParameters

  public init(indexName: String, kind: Kind = .hits, parameters: SearchParameters = SearchParameters()) {
    self.indexName = indexName
    self.kind = kind
    self.parameters = parameters
  }
}

/// `strategy` of a multi-query.
public enum MultiSearchStrategy: String, Sendable, Hashable {
  case none
  case stopIfEnoughMatches
}

/// One result of a multi-query, in request order.
public enum MultiSearchResult: Sendable, Hashable {
  case hits(SearchResponse)
  case facets(FacetSearchResponse)
}
