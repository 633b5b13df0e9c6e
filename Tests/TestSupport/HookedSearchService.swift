import SearchBackend
import SearchModel

/// An in-memory service (the products by default) with a hook run before every search, each hits
/// query of a multi-query included, so a spec can hold searches in flight (a barrier, a delay, a
/// backend that never answers some pages) while the server or the client does something else.
public struct HookedSearchService: ServableSearchService {
  public let base: InMemorySearchService
  /// Run with each search's parameters before it is answered.
  public let beforeSearch: @Sendable (SearchParameters) async throws -> Void

  public init(
    base: InMemorySearchService = .products, beforeSearch: @escaping @Sendable (SearchParameters) async throws -> Void
  ) {
    self.base = base
    self.beforeSearch = beforeSearch
  }

  /// A hook that does not look at the parameters.
  public init(base: InMemorySearchService = .products, beforeSearch: @escaping @Sendable () async throws -> Void) {
    self.init(base: base) { _ in try await beforeSearch() }
  }

  public func search(index: String, parameters: SearchParameters) async throws -> SearchResponse {
    try await beforeSearch(parameters)
    return try await base.search(index: index, parameters: parameters)
  }

  public func multiSearch(_ queries: [MultiSearchQuery], strategy: MultiSearchStrategy) async throws -> [MultiSearchResult] {
    for query in queries where query.kind == .hits { try await beforeSearch(query.parameters) }
    return try await base.multiSearch(queries, strategy: strategy)
  }

  public func searchForFacetValues(_ request: FacetSearchRequest) async throws -> FacetSearchResponse {
    try await base.searchForFacetValues(request)
  }

  public func listIndexes() async throws -> [IndexInfo] { try await base.listIndexes() }
  public func settings(index: String) async throws -> IndexSettings { try await base.settings(index: index) }

  public func object(index: String, objectID: String, attributesToRetrieve: [String]?) async throws -> JSONObject {
    try await base.object(index: index, objectID: objectID, attributesToRetrieve: attributesToRetrieve)
  }

  public func browse(index: String, parameters: SearchParameters, cursor: String?) async throws -> BrowsePage {
    try await base.browse(index: index, parameters: parameters, cursor: cursor)
  }
}
