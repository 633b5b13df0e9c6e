import AlgoliaClient
import SearchBackend
import SearchServer

/// Starts a server on a free loopback port, runs `body`, and stops the server whatever happens.
func withServer<Result: Sendable>(
  _ service: any ServableSearchService = InMemorySearchService.products,
  configuration: SearchServerConfiguration = SearchServerConfiguration(port: 0),
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

/// A client pointed at custom hosts, with short timeouts suited to loopback tests.
func makeClient(
  hosts: [String],
  apiKey: String = "test-key-0123456789",
  read: Duration = .seconds(5),
  encoding: AlgoliaClient.MultiQueryEncoding = .jsonParameters
) -> AlgoliaClient {
  let configuration = AlgoliaClientConfiguration(
    credentials: AlgoliaCredentials(appID: "LOCALAPP", apiKey: APIKey(apiKey)),
    hosts: hosts.compactMap { AlgoliaHost(parsing: $0) },
    timeouts: AlgoliaTimeouts(connect: .milliseconds(500), read: read, write: read)
  )
  return AlgoliaClient(configuration: configuration, multiQueryEncoding: encoding)
}
