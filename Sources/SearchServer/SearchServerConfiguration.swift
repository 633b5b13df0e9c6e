import Logging

/// Where and how the loopback server listens.
public struct SearchServerConfiguration: Sendable {
  /// The address to bind; loopback unless the user asks otherwise.
  public var host: String
  /// The port; 0 picks a free one (see `RunningSearchServer.port`).
  public var port: Int
  /// When set, every request must carry this key (header or query string) or get 403.
  public var apiKey: ServerAPIKey?
  /// Larger request bodies get 413 (bytes).
  public var maxBodySize: Int
  /// Where the one-line-per-request log goes.
  public var logger: Logger

  /// A configuration; by default `127.0.0.1:7700`, no key, 10 MiB bodies, no logging.
  public init(
    host: String = "127.0.0.1",
    port: Int = 7700,
    apiKey: ServerAPIKey? = nil,
    maxBodySize: Int = 10 << 20,
    logger: Logger = Logger(label: "instantsearch.serve", factory: { _ in SwiftLogNoOpLogHandler() })
  ) {
    self.host = host
    self.port = port
    self.apiKey = apiKey
    self.maxBodySize = maxBodySize
    self.logger = logger
  }
}
