import AlgoliaClient

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
