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
