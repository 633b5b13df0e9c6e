import SearchModel

/// What a `HitsSearcher` sends: an index and the search parameters.
public struct HitsSearchRequest: Hashable, Sendable {
  /// The index to search.
  public var indexName: String
  /// The parameters: query, page, facets and any extra Algolia parameter.
  public var parameters: SearchParameters

  /// Creates a request.
  public init(indexName: String, parameters: SearchParameters = SearchParameters()) {
    self.indexName = indexName
    self.parameters = parameters
  }

  /// The requested page, 0 when unset.
  public var page: Int { parameters.page ?? 0 }
}
