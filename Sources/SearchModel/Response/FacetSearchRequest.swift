/// A search for facet values (`POST /1/indexes/{index}/facets/{facet}/query`).
public struct FacetSearchRequest: Sendable, Hashable {
  /// The index searched.
  public var indexName: String
  /// The facet attribute; it must be declared `searchable(...)` in attributesForFaceting.
  public var facetName: String
  /// The text searched in the facet's values (prefix match).
  public var facetQuery: String
  /// At most 100; 10 when nil.
  public var maxFacetHits: Int?
  /// The search whose matching records the facet values are counted over.
  public var parameters: SearchParameters

  /// Creates a request.
  public init(
    indexName: String,
    facetName: String,
    facetQuery: String,
    maxFacetHits: Int? = nil,
    parameters: SearchParameters = SearchParameters()
  ) {
    self.indexName = indexName
    self.facetName = facetName
    self.facetQuery = facetQuery
    self.maxFacetHits = maxFacetHits
    self.parameters = parameters
  }
}
