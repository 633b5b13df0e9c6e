import SearchBackend
import SearchModel
import SearchServer
import TestSupport

/// The in-memory products service with a hook run before every search, so a test can hold
/// searches in flight (a barrier, a delay) while the server does something else.
struct HookedSearchService: ServableSearchService {
  let base = InMemorySearchService.products
  let beforeSearch: @Sendable () async throws -> Void

  func search(index: String, parameters: SearchParameters) async throws -> SearchResponse {
    try await beforeSearch()
    return try await base.search(index: index, parameters: parameters)
  }

  func multiSearch(_ queries: [MultiSearchQuery], strategy: MultiSearchStrategy) async throws -> [MultiSearchResult] {
    try await base.multiSearch(queries, strategy: strategy)
  }

  func searchForFacetValues(_ request: FacetSearchRequest) async throws -> FacetSearchResponse {
    try await base.searchForFacetValues(request)
  }

  func listIndexes() async throws -> [IndexInfo] { try await base.listIndexes() }
  func settings(index: String) async throws -> IndexSettings { try await base.settings(index: index) }

  func object(index: String, objectID: String, attributesToRetrieve: [String]?) async throws -> JSONObject {
    try await base.object(index: index, objectID: objectID, attributesToRetrieve: attributesToRetrieve)
  }

  func browse(index: String, parameters: SearchParameters, cursor: String?) async throws -> BrowsePage {
    try await base.browse(index: index, parameters: parameters, cursor: cursor)
  }
}
