import Foundation
import NIOCore
import NIOPosix
import Synchronization

/// Tiny misbehaving HTTP hosts for the failover tests, on loopback.
enum FakeHost {
  /// How a fake host treats a connection.
  enum Behaviour: Sendable {
    /// Accepts, reads, never answers.
    case silent
    /// Like `silent`, keeping each whole request received in `log` (so a test can wait until a
    /// request is in flight).
    case silentRecording(RequestRecorder)
    /// Answers every request with this status and a JSON error body (counted in `log` if given).
    case status(Int, log: RequestRecorder? = nil)
    /// Answers 200 with `body`, keeping each request's raw text in `log`.
    case record(body: String, log: RequestRecorder)
  }

  /// The raw requests a recording host received, in order.
  final class RequestRecorder: Sendable {
    private let requests = Mutex<[String]>([])

    /// Everything received so far.
    var all: [String] { requests.withLock { $0 } }

    func append(_ request: String) {
      requests.withLock { $0.append(request) }
    }
  }

  /// A port on which nothing listens (bound, then closed), so connecting is refused.
  static func closedPort() async throws -> Int {
    let channel = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
      .bind(host: "127.0.0.1", port: 0).get()
    let port = channel.localAddress?.port ?? 0
    try await channel.close()
    return port
  }

  /// Opens and closes one TCP connection to a loopback port (throws when refused).
  static func connectOnce(port: Int) async throws {
    let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
      .connectTimeout(.seconds(2))
      .connect(host: "127.0.0.1", port: port).get()
    try await channel.close()
  }

  /// Starts a host; close the returned channel to stop it.
  static func start(_ behaviour: Behaviour) async throws -> any Channel {
    try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
      .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
      .childChannelInitializer { channel in
        channel.eventLoop.makeCompletedFuture {
          try channel.pipeline.syncOperations.addHandler(Handler(behaviour: behaviour))
        }
      }
      .bind(host: "127.0.0.1", port: 0).get()
  }

  /// One connection's handler: waits for a whole request (headers and `Content-Length` body),
  /// then behaves as told.
  final class Handler: ChannelInboundHandler {
    typealias InboundIn = ByteBuffer
    typealias OutboundOut = ByteBuffer
    let behaviour: Behaviour
    private var received: [UInt8] = []

    init(behaviour: Behaviour) {
      self.behaviour = behaviour
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
      received += Array(unwrapInboundIn(data).readableBytesView)
      guard let request = completeRequest() else { return }
      let status: Int
      let body: String
      switch behaviour {
      case .silent:
        return
      case .silentRecording(let log):
        log.append(request)
        return
      case .status(let code, let log):
        log?.append(request)
        status = code
        body = "{\"message\":\"fake failure\",\"status\":\(code)}"
      case .record(let answer, let log):
        log.append(request)
        status = 200
        body = answer
      }
      let text = "HTTP/1.1 \(status) Fake\r\nContent-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n\(body)"
      context.writeAndFlush(wrapOutboundOut(ByteBuffer(string: text)), promise: nil)
      context.close(promise: nil)
    }

    /// The request text once headers and body have all arrived.
    private func completeRequest() -> String? {
      let separator: [UInt8] = Array("\r\n\r\n".utf8)
      guard let end = received.indices.first(where: { received[$0...].starts(with: separator) }) else { return nil }
      let head = String(decoding: received[..<end], as: UTF8.self)
      let length = head.split(separator: "\r\n")
        .first { $0.lowercased().hasPrefix("content-length:") }
        .flatMap { Int($0.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) } ?? 0
      guard received.count >= end + 4 + length else { return nil }
      return String(decoding: received[..<(end + 4 + length)], as: UTF8.self)
    }
  }
}
