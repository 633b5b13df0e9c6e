import Logging
import SearchBackend
import SearchModel

/// The Algolia REST API as a `SearchService`: the shell drives a hosted index exactly as it
/// drives the embedded one.
///
/// Copies share one connection pool and one view of host health. The pool is released when
/// the last copy goes away; call `shutdown()` to release it earlier and deterministically.
///
/// ```swift
/// let credentials = try AlgoliaCredentials.resolve(environment: ProcessInfo.processInfo.environment)
/// let client = AlgoliaClient(credentials: credentials)
/// let response = try await client.search(index: "products", parameters: SearchParameters(query: "phone"))
/// ```
public struct AlgoliaClient: SearchService, CustomStringConvertible {
  /// How multi-queries put each query's parameters on the wire.
  public enum MultiQueryEncoding: Sendable, Hashable {
    /// `{"indexName":"x","query":"a","hitsPerPage":5}` (JS v5, Python and Swift v9 clients).
    case jsonParameters
    /// `{"indexName":"x","params":"query=a&hitsPerPage=5"}` (InstantSearch.js and JS v3/v4).
    case paramsString
  }

  /// What this client was built with (the key is redacted in its description).
  public let configuration: AlgoliaClientConfiguration
  /// The encoding used by `multiSearch`.
  public var multiQueryEncoding: MultiQueryEncoding
  let transport: AlgoliaTransport

  /// A client for the given configuration.
  public init(
    configuration: AlgoliaClientConfiguration,
    multiQueryEncoding: MultiQueryEncoding = .jsonParameters,
    logger: Logger = Logger(label: "instantsearch.algolia", factory: { _ in SwiftLogNoOpLogHandler() })
  ) {
    self.configuration = configuration
    self.multiQueryEncoding = multiQueryEncoding
    self.transport = AlgoliaTransport(configuration: configuration, logger: logger)
  }

  /// A client for resolved credentials, on Algolia's hosts or on `hosts` when given.
  public init(credentials: AlgoliaCredentials, hosts: [AlgoliaHost]? = nil, timeouts: AlgoliaTimeouts = AlgoliaTimeouts()) {
    self.init(configuration: AlgoliaClientConfiguration(credentials: credentials, hosts: hosts, timeouts: timeouts))
  }

  /// The simplest way in: `AlgoliaClient(appID: "LOCAL", apiKey: "k", hosts: [AlgoliaHost(parsing: "http://127.0.0.1:7700")!])`.
  public init(appID: String, apiKey: String, hosts: [AlgoliaHost]? = nil) {
    self.init(credentials: AlgoliaCredentials(appID: appID, apiKey: APIKey(apiKey)), hosts: hosts)
  }

  /// Releases the connection pool now; later requests fail.
  public func shutdown() async throws {
    try await transport.shutdown()
  }

  /// Whether `host` is currently skipped after failing (diagnostics and tests).
  public func isHostDown(_ host: AlgoliaHost) async -> Bool {
    await transport.isDown(host)
  }

  /// `AlgoliaClient(appID: ..., hosts: [...])`; never the key.
  public var description: String {
    "AlgoliaClient(appID: \(configuration.credentials.appID), hosts: \(configuration.hosts.map(\.description)))"
  }

  /// Sends a request and parses the JSON answer.
  func send(_ request: AlgoliaRequest) async throws -> JSONValue {
    let body = try await transport.send(request)
    do {
      return try JSONValue(parsing: body)
    } catch {
      throw AlgoliaClientError.malformedResponse(path: request.path, reason: error.description)
    }
  }

  /// `/1/indexes/{index}` with the index name percent-encoded, plus more encoded segments.
  static func indexPath(_ index: String, _ segments: String...) -> String {
    (["/1/indexes", PathEncoding.encodeSegment(index)] + segments.map(PathEncoding.encodeSegment)).joined(separator: "/")
  }
}
