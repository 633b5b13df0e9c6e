import SearchEngine
import SearchModel
import SearchServer
import Testing
import TestSupport

@Suite("Graceful shutdown", .timeLimit(.minutes(1)))
struct GracefulShutdownTests {
  // Whether the port refuses connections afterwards is not asserted: tests run in parallel, and
  // the kernel may hand the freed port to another test's server at once.
  @Test("stopping lets the request in flight finish")
  func inFlightRequestFinishes() async throws {
    let (started, startedContinuation) = AsyncStream<Void>.makeStream()
    let server = try await SearchServer(
      // Each search announces itself, so the test knows (without guessing a delay) that one is in flight.
      service: HookedSearchService {
        startedContinuation.yield()
        try await Task.sleep(for: .milliseconds(500))
      },
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
