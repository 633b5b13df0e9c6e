import SearchBackend
import SearchServer

/// Serves `service` on a free loopback port for the duration of `body`, and stops the server
/// whatever happens: how the HTTP specs reach a server and the shell's remote specs a backend.
/// `body` runs in the caller's isolation (the shell's specs are on the main actor).
public func withServer<Result: Sendable>(
  _ service: any ServableSearchService = InMemorySearchService.products,
  configuration: SearchServerConfiguration = SearchServerConfiguration(port: 0),
  isolation: isolated (any Actor)? = #isolation,
  _ body: (RunningSearchServer) async throws -> Result
) async throws -> Result {
  let running = try await SearchServer(service: service, configuration: configuration).start()
  do {
    let result = try await body(running)
    await running.stop()
    return result
  } catch {
    await running.stop()
    throw error
  }
}
