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
  /// How long a client has to send a whole request: a connection that sends no complete request
  /// head for this long (idle keep-alive connections too: clients open a new one), or whose
  /// request's body is not all read within this time of its head, is closed. Slow or stalled
  /// clients cost an open socket for at most this long.
  public var readTimeout: Duration
  /// Where the one-line-per-request log goes.
  public var logger: Logger

  /// A configuration; by default `127.0.0.1:7700`, no key, 10 MiB bodies, 30 s to send a request,
  /// no logging.
  public init(
    host: String = "127.0.0.1",
    port: Int = 7700,
    apiKey: ServerAPIKey? = nil,
    maxBodySize: Int = 10 << 20,
    readTimeout: Duration = .seconds(30),
    logger: Logger = Logger(label: "instantsearch.serve", factory: { _ in SwiftLogNoOpLogHandler() })
  ) {
    self.host = host
    self.port = port
    self.apiKey = apiKey
    self.maxBodySize = maxBodySize
    self.readTimeout = readTimeout
    self.logger = logger
  }
}
