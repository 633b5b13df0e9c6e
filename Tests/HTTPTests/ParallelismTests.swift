import AsyncHTTPClient
import NIOCore
import SearchEngine
import SearchModel
import SearchServer
import Testing
import TestSupport

/// Holds every arrival until `count` of them are waiting at once, then lets them all go.
actor Barrier {
  let count: Int
  private var waiting: [CheckedContinuation<Void, Never>] = []

  init(count: Int) {
    self.count = count
  }

  func arriveAndWait() async {
    await withCheckedContinuation { continuation in
      waiting.append(continuation)
      if waiting.count >= count {
        for waiter in waiting { waiter.resume() }
        waiting.removeAll()
      }
    }
  }
}

@Suite("Concurrency and streamed bodies", .timeLimit(.minutes(1)))
struct ParallelismTests {
  @Test("requests are handled in parallel: 8 searches that each wait for the other 7 all complete")
  func parallel() async throws {
    let barrier = Barrier(count: 8)
    let service = HookedSearchService { await barrier.arriveAndWait() }
    try await withServer(service) { server in
      let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
        for _ in 0..<8 {
          group.addTask {
            try await raw(.POST, server.baseURL + "/1/indexes/products/query", body: Array(#"{"query":"apple"}"#.utf8)).status
          }
        }
        return try await group.reduce(into: [Int]()) { $0.append($1) }
      }
      #expect(statuses == Array(repeating: 200, count: 8))
    }
  }

  @Test("a chunked body (no Content-Length) over the limit gets 413 too")
  func chunkedOversized() async throws {
    try await withServer(configuration: SearchServerConfiguration(port: 0, maxBodySize: 1024)) { server in
      var request = HTTPClientRequest(url: server.baseURL + "/1/indexes/products/query")
      request.method = .POST
      let chunks = (0..<4).map { _ in ByteBuffer(string: String(repeating: " ", count: 1000)) }
      request.body = .stream(chunks.async, length: .unknown)
      let response = try await HTTPClient.shared.execute(request, timeout: .seconds(10))
      let body = try await response.body.collect(upTo: 1 << 20)
      #expect(response.status.code == 413)
      #expect(String(buffer: body).contains(#""status":413"#))
    }
  }
}

extension Array where Element: Sendable {
  /// The elements as an async sequence, for streamed request bodies.
  fileprivate var async: AsyncStream<Element> {
    AsyncStream { continuation in
      for element in self { continuation.yield(element) }
      continuation.finish()
    }
  }
}
