import Hummingbird
import Logging
import NIOCore
import SearchBackend
import SearchModel
import ServiceLifecycle

/// Serves a `ServableSearchService` over Algolia's REST protocol (read endpoints), so official
/// Algolia clients and InstantSearch front ends can use an embedded index.
///
/// `run()` is what `instantsearch serve` calls: it serves until SIGTERM or SIGINT, then stops
/// accepting connections and lets requests in flight finish. `start()` is for tests and
/// benchmarks: it returns once the socket is bound, with the actual port (ask for port 0).
public struct SearchServer: Sendable {
  /// The backend answering searches.
  public let service: any ServableSearchService
  /// Address, key, limits and logger.
  public let configuration: SearchServerConfiguration

  /// A server for `service`; nothing is bound until `run()` or `start()`.
  public init(service: any ServableSearchService, configuration: SearchServerConfiguration = SearchServerConfiguration()) {
    self.service = service
    self.configuration = configuration
  }

  /// Serves until SIGTERM or SIGINT, then shuts down gracefully.
  ///
  /// - Parameter onListening: called with the bound port once the server accepts connections.
  public func run(onListening: @escaping @Sendable (Int) async -> Void = { _ in }) async throws {
    let group = ServiceGroup(
      configuration: .init(
        services: [makeApplication(onListening: onListening)],
        gracefulShutdownSignals: [.sigterm, .sigint],
        logger: configuration.logger
      )
    )
    try await group.run()
  }

  /// Starts serving in the background and returns once the port is bound.
  public func start() async throws -> RunningSearchServer {
    let (ports, continuation) = AsyncStream.makeStream(of: Int.self)
    let group = ServiceGroup(
      configuration: .init(
        services: [makeApplication { continuation.yield($0) }],
        gracefulShutdownSignals: [],
        logger: configuration.logger
      )
    )
    let task = Task {
      defer { continuation.finish() }
      try await group.run()
    }
    for await port in ports {
      return RunningSearchServer(port: port, host: configuration.host, group: group, task: task)
    }
    // The stream finished without a port: the server failed to start; surface its error.
    try await task.value
    throw APIError(message: "The server stopped before listening", status: 500)
  }

  func makeApplication(onListening: @escaping @Sendable (Int) async -> Void) -> some Service {
    let responder = SearchServerResponder(
      endpoints: Endpoints(service: service, bodyReader: RequestBodyReader(limit: configuration.maxBodySize)),
      keyCheck: APIKeyCheck(key: configuration.apiKey),
      log: RequestLog(logger: configuration.logger)
    )
    // Hummingbird's own info lines ("Server started and listening on …") repeat what the caller
    // says when `onListening` runs; its warnings and errors still come through.
    var frameworkLogger = configuration.logger
    frameworkLogger.logLevel = max(frameworkLogger.logLevel, .notice)
    let readTimeout = TimeAmount(configuration.readTimeout)
    return Application(
      responder: responder,
      server: .http1(
        configuration: .init(
          additionalChannelHandlers: [MalformedRequestAnswer(), RequestReadDeadline(timeout: readTimeout)],
          idleTimeout: readTimeout
        )),
      configuration: .init(address: .hostname(configuration.host, port: configuration.port), serverName: nil),
      onServerRunning: { channel in await onListening(channel.localAddress?.port ?? 0) },
      logger: frameworkLogger
    )
  }
}
