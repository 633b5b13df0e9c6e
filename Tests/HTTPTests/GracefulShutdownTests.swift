import InstantSearchCore
import SearchEngine
import SearchModel
import SearchServer
import Testing

/// Searches that take a while, so a shutdown can start while one is in flight; each search
/// announces itself on `started`, so the test knows (without guessing a delay) that a request is in flight.
struct SlowService: ServableSearchService {
  let base = InMemorySearchService.products
  let delay: Duration
  let started: AsyncStream<Void>.Continuation

  func search(index: String, parameters: SearchParameters) async throws -> SearchResponse {
    started.yield()
    try await Task.sleep(for: delay)
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

@Suite("Graceful shutdown", .timeLimit(.minutes(1)))
struct GracefulShutdownTests {
  // Whether the port refuses connections afterwards is not asserted: tests run in parallel, and
  // the kernel may hand the freed port to another test's server at once.
  @Test("stopping lets the request in flight finish")
  func inFlightRequestFinishes() async throws {
    let (started, startedContinuation) = AsyncStream<Void>.makeStream()
    let server = try await SearchServer(
      service: SlowService(delay: .milliseconds(500), started: startedContinuation),
      configuration: SearchServerConfiguration(port: 0)
    ).start()
    let url = server.baseURL + "/1/indexes/products/query"
    let inFlight = Task { try await raw(.POST, url, body: Array(#"{"query":"apple"}"#.utf8)) }
    var iterator = started.makeAsyncIterator()
    _ = await iterator.next()
    await server.stop()
    let response = try await inFlight.value
    #expect(response.status == 200)
    #expect(response.json["nbHits"] == 2)
  }
}
