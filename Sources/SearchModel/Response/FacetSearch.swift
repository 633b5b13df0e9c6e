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

/// The answer to a facet-value search.
public struct FacetSearchResponse: Sendable, Hashable {
  /// The matching values, most frequent first.
  public var facetHits: [FacetHit]
  /// Whether the counts are exact.
  public var exhaustiveFacetsCount: Bool
  /// Server-side processing time in milliseconds.
  public var processingTimeMS: Int?
  /// Fields not modelled above, in the order they were read.
  public var extra: JSONObject

  /// Creates a request.
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
  /// The facet value.
  public var value: String
  /// The value with the matched prefix between highlight tags.
  public var highlighted: String
  /// Records with this value among those matching the search.
  public var count: Int

  /// Creates a facet hit.
  public init(value: String, highlighted: String, count: Int) {
    self.value = value
    self.highlighted = highlighted
    self.count = count
  }
}
