import AsyncHTTPClient
import Logging
import NIOCore
import NIOHTTP1
import NIOPosix
import SearchModel

/// Sends requests to the first host that answers, following Algolia's retry strategy.
///
/// Per attempt: 2xx is returned; 4xx is the service's answer and is thrown as `APIError` at
/// once (a bad filter is not fixed by asking another host); a timeout moves on and leaves the
/// host usable with a longer timeout; a network error or any other status marks the host down
/// for `hostDownTTL` and moves on. When every host failed, one `UnreachableHostsError` says
/// what happened on each. Task cancellation cancels the request in flight.
final class AlgoliaTransport: Sendable {
  let configuration: AlgoliaClientConfiguration
  private let httpClient: HTTPClient
  private let health: HostHealth
  private let logger: Logger

  init(configuration: AlgoliaClientConfiguration, logger: Logger) {
    self.configuration = configuration
    self.logger = logger
    self.health = HostHealth(downTTL: configuration.hostDownTTL)
    var httpConfiguration = HTTPClient.Configuration(
      redirectConfiguration: .disallow,
      timeout: .init(connect: Self.timeAmount(configuration.timeouts.connect), read: nil)
    )
    // Our strategy moves to the next host; the pool must not keep retrying a refused port.
    httpConfiguration.connectionPool.retryConnectionEstablishment = false
    httpConfiguration.httpVersion = .http1Only
    self.httpClient = HTTPClient(
      eventLoopGroup: HTTPClient.defaultEventLoopGroup,
      configuration: httpConfiguration
    )
  }

  deinit {
    // The HTTP client must be shut down before it goes away; the task keeps it alive until then.
    let client = httpClient
    Task { try? await client.shutdown() }
  }

  /// Sends `request`, trying hosts in turn, and returns the body of the first 2xx response.
  func send(_ request: AlgoliaRequest) async throws -> [UInt8] {
    var attempts: [HostAttempt] = []
    for (host, timeouts) in await health.plan(for: configuration.hosts) {
      try Task.checkCancellation()
      let waiting = (request.isRead ? configuration.timeouts.read : configuration.timeouts.write) * (timeouts + 1)
      let budget = configuration.timeouts.connect + waiting
      do {
        let (status, body) = try await attempt(request, on: host, budget: budget)
        switch status {
        case 200..<300:
          await health.recordSuccess(host)
          return body
        case 400..<500:
          throw Self.apiError(status: status, body: body)
        default:
          await health.recordFailure(host)
          attempts.append(HostAttempt(host: host, outcome: .badStatus(status, message: Self.message(in: body))))
        }
      } catch let error as APIError {
        throw error
      } catch {
        if Task.isCancelled { throw CancellationError() }
        if Self.isTimeout(error) {
          await health.recordTimeout(host)
          attempts.append(HostAttempt(host: host, outcome: .timedOut(after: budget)))
        } else {
          await health.recordFailure(host)
          attempts.append(HostAttempt(host: host, outcome: .networkError(Self.reason(error))))
        }
      }
      logger.debug("algolia request failed over", metadata: ["attempt": "\(attempts.last.map(\.description) ?? "")"])
    }
    throw UnreachableHostsError(attempts: attempts)
  }

  /// Shuts the HTTP client down; later requests fail. Optional: dropping the client does it too.
  func shutdown() async throws {
    try await httpClient.shutdown()
  }

  /// Whether the host is currently skipped after a failure.
  func isDown(_ host: AlgoliaHost) async -> Bool {
    await health.isDown(host)
  }

  private func attempt(_ request: AlgoliaRequest, on host: AlgoliaHost, budget: Duration) async throws -> (Int, [UInt8]) {
    var httpRequest = HTTPClientRequest(url: host.baseURL + request.target)
    httpRequest.method = request.method == .get ? .GET : .POST
    httpRequest.headers.add(name: "x-algolia-application-id", value: configuration.credentials.appID)
    httpRequest.headers.add(name: "x-algolia-api-key", value: configuration.credentials.apiKey.reveal())
    httpRequest.headers.add(name: "user-agent", value: configuration.userAgent)
    httpRequest.headers.add(name: "accept", value: "application/json")
    if let body = request.body {
      httpRequest.headers.add(name: "content-type", value: "application/json")
      httpRequest.body = .bytes(ByteBuffer(bytes: body))
    }
    let deadline = NIODeadline.now() + Self.timeAmount(budget)
    let response = try await httpClient.execute(httpRequest, deadline: deadline, logger: logger)
    let buffer = try await response.body.collect(upTo: configuration.maxResponseSize)
    return (Int(response.status.code), Array(buffer.readableBytesView))
  }

  private static func isTimeout(_ error: any Error) -> Bool {
    guard let error = error as? HTTPClientError else {
      if let error = error as? ChannelError, case .connectTimeout = error { return true }
      return false
    }
    return [
      .deadlineExceeded, .readTimeout, .connectTimeout, .writeTimeout, .getConnectionFromPoolTimeout,
      .tlsHandshakeTimeout,
    ].contains(error)
  }

  /// A short reason for a network error: the system's words, without request details.
  private static func reason(_ error: any Error) -> String {
    if let error = error as? IOError {
      switch error.errnoCode {
      case 111: return "connection refused"
      case 104: return "connection reset"
      default: return "I/O error \(error.errnoCode)"
      }
    }
    if let error = error as? NIOConnectionError {
      if error.connectionErrors.contains(where: { ($0.error as? IOError)?.errnoCode == 111 }) {
        return "connection refused"
      }
      if let dns = error.dnsAAAAError ?? error.dnsAError { return "cannot resolve host (\(dns))" }
      return "cannot connect"
    }
    let text = String(describing: error)
    if text.contains("connection refused") || text.contains("Connection refused") { return "connection refused" }
    return text
  }

  /// The `APIError` a 4xx carries; the status text when the body has no `message`.
  static func apiError(status: Int, body: [UInt8]) -> APIError {
    APIError(httpStatus: status, body: body)
  }

  /// The `message` of an Algolia error body, if there is one.
  static func message(in body: [UInt8]) -> String? {
    guard case .object(let object)? = try? JSONValue(parsing: body), case .string(let message)? = object["message"] else {
      return nil
    }
    return message
  }

  private static func timeAmount(_ duration: Duration) -> TimeAmount {
    let (seconds, attoseconds) = duration.components
    return .nanoseconds(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
  }
}
