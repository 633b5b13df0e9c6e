import InstantSearchCore
import SearchBackend
import SearchModel

/// Answers like the in-memory service but leaves out the last multi-query result, to check
/// that a malformed answer is reported and changes nothing.
final class TruncatingSearchService: SearchService {
  let base: InMemorySearchService

  init(_ base: InMemorySearchService) {
    self.base = base
  }

  func search(index: String, parameters: SearchParameters) async throws -> SearchResponse {
    try await base.search(index: index, parameters: parameters)
  }

  func multiSearch(_ queries: [MultiSearchQuery], strategy: MultiSearchStrategy) async throws -> [MultiSearchResult] {
    Array(try await base.multiSearch(queries, strategy: strategy).dropLast())
  }

  func searchForFacetValues(_ request: FacetSearchRequest) async throws -> FacetSearchResponse {
    try await base.searchForFacetValues(request)
  }

  func listIndexes() async throws -> [IndexInfo] { try await base.listIndexes() }

  func settings(index: String) async throws -> IndexSettings { try await base.settings(index: index) }
}
