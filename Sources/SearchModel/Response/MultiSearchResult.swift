/// One result of a multi-query, in request order.
public enum MultiSearchResult: Sendable, Hashable {
  /// The result of a hits query.
  case hits(SearchResponse)
  /// The result of a `type: "facet"` query.
  case facets(FacetSearchResponse)
}
