/// The answer to a multi-query: `{"results":[...]}`, one result per request, in request order.
public struct MultiSearchResponse: Sendable, Hashable {
  /// Hits results and facet-search results, in request order.
  public var results: [MultiSearchResult]

  /// Creates a response.
  public init(results: [MultiSearchResult]) {
    self.results = results
  }
}
