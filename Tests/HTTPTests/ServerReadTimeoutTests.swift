import NIOCore
import NIOPosix
import SearchServer
import Testing
import TestSupport

/// Slow and stalled clients: each costs the server an open socket for at most the read timeout,
/// and the clients that send their requests in time are served meanwhile.
@Suite("Loopback server: clients that send their request too slowly", .timeLimit(.minutes(1)))
struct ServerReadTimeoutTests {
  /// A server that gives clients half a second to send a request.
  private let configuration = SearchServerConfiguration(port: 0, readTimeout: .milliseconds(500))

  /// Opens a connection, writes `pieces` one every `interval` while the server keeps it open, and
  /// returns when the server closes it: how many pieces were written and what came back.
  private func dribble(_ pieces: [String], every interval: Duration, port: Int) async throws -> (written: Int, received: [UInt8]) {
    let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
      .connect(host: "127.0.0.1", port: port) { channel in
        channel.eventLoop.makeCompletedFuture {
          try NIOAsyncChannel<ByteBuffer, ByteBuffer>(wrappingChannelSynchronously: channel)
        }
      }
    return try await channel.executeThenClose { inbound, outbound in
      try await withThrowingTaskGroup(of: Int.self) { group in
        group.addTask {
          var written = 0
          for piece in pieces {
            do { try await outbound.write(ByteBuffer(string: piece)) } catch { break }
            written += 1
            try? await Task.sleep(for: interval)
          }
          return written
        }
        var received: [UInt8] = []
        // Ends when the server closes the connection.
        do { for try await buffer in inbound { received += buffer.readableBytesView } } catch {}
        group.cancelAll()
        let written = try await group.next() ?? 0
        return (written, received)
      }
    }
  }

  @Test("a client sending its headers a byte at a time is disconnected at the read timeout, and others are served meanwhile")
  func slowHeaders() async throws {
    try await withServer(configuration: configuration) { server in
      // A long header, so that "closed before half of it" leaves seconds of slack on a loaded
      // machine (the server closes after about 5 pieces; one that never closes sends them all).
      let padding = String(repeating: "x", count: 300)
      let request = "GET /1/indexes HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Padding: \(padding)\r\nX-Algolia-Application-Id: test\r\n\r\n"
      async let slow = dribble(request.map(String.init), every: .milliseconds(100), port: server.port)
      // While it dribbles, a normal request is answered.
      #expect(try await raw(.GET, server.baseURL + "/1/indexes").status == 200)
      let (written, received) = try await slow
      #expect(received.isEmpty, "no answer to a request never completed")
      // About 5 pieces fit in 500 ms; the request had \(request.count).
      #expect(written < request.count / 2, "closed after \(written) of \(request.count) bytes")
    }
  }

  @Test("a client dribbling its body is disconnected at the read timeout after its head")
  func slowBody() async throws {
    try await withServer(configuration: configuration) { server in
      // A long body, so that "closed before half of it" leaves seconds of slack on a loaded
      // machine (the server closes after about 5 bytes; one that never closes reads them all).
      let body = #"{"params":"query=phone&hitsPerPage=1","padding":""# + String(repeating: "x", count: 300) + #""}"#
      let head = "POST /1/indexes/products/query HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: \(body.count)\r\n\r\n"
      // Hummingbird's idle timeout alone restarts at every body part: a byte every 100 ms would
      // never be idle for 500 ms.
      let (written, received) = try await dribble([head] + body.map(String.init), every: .milliseconds(100), port: server.port)
      #expect(received.isEmpty)
      #expect(written < body.count / 2, "closed after \(written - 1) of \(body.count) body bytes")
      #expect(try await raw(.GET, server.baseURL + "/1/indexes").status == 200)
    }
  }

  @Test("a request sent in pieces within the timeout is answered")
  func requestInTime() async throws {
    // A timeout far above the 100 ms the request takes, so a loaded machine cannot make the
    // server's own slowness look like the client's.
    try await withServer(configuration: SearchServerConfiguration(port: 0, readTimeout: .seconds(10))) { server in
      let body = #"{"params":"query=phone&hitsPerPage=1"}"#
      let request = "POST /1/indexes/products/query HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: \(body.count)\r\nConnection: close\r\n\r\n\(body)"
      // Two halves 100 ms apart: slow, but well within the timeout.
      let half = request.index(request.startIndex, offsetBy: request.count / 2)
      let (_, received) = try await dribble([String(request[..<half]), String(request[half...])], every: .milliseconds(100), port: server.port)
      #expect(String(decoding: received, as: UTF8.self).hasPrefix("HTTP/1.1 200"))
    }
  }
}
