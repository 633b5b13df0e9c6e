/// A search for facet values (`POST /1/indexes/{index}/facets/{facet}/query`).
public struct FacetSearchRequest: Sendable, Hashable {
  public var indexName: String
  /// The facet attribute; it must be declared `searchable(...)` in attributesForFaceting.
  public var facetName: String
  public var facetQuery: String
  /// At most 100; 10 when nil.
  public var maxFacetHits: Int?
  /// The search whose matching records the facet values are counted over.
  public var parameters: SearchParameters

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

/// The answer to a facet-value search.
public struct FacetSearchResponse: Sendable, Hashable {
  public var facetHits: [FacetHit]
  public var exhaustiveFacetsCount: Bool
  public var processingTimeMS: Int?
  /// Fields not modelled above, in the order they were read.
  public var extra: JSONObject

  public init(
    facetHits: [FacetHit], exhaustiveFacetsCount: Bool = true, processingTimeMS: Int? = nil, extra: JSONObject = [:]
  ) {
    self.facetHits = facetHits
    self.exhaustiveFacetsCount = exhaustiveFacetsCount
    self.processingTimeMS = processingTimeMS
    self.extra = extra
  }
}

/// One facet value found by a facet search, with the query highlighted in it.
public struct FacetHit: Sendable, Hashable {
  public var value: String
  public var highlighted: String
  public var count: Int

  public init(value: String, highlighted: String, count: Int) {
    self.value = value
    self.highlighted = highlighted
    self.count = count
  }
}
