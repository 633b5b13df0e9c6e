import Foundation
import AlgoliaClient
import NIOCore
import SearchModel
import Testing
import TestSupport

/// How many times longer timing bounds are in a sanitizer run (`scripts/test --sanitize`), whose
/// in-process server answers several times slower: the bounds stay what the specs mean.
private let patience: Int64 = ProcessInfo.processInfo.environment["INSTANTSEARCH_SANITIZER"] == nil ? 1 : 5

@Suite("Retry strategy: failing hosts are skipped, the request succeeds elsewhere", .timeLimit(.minutes(1)))
struct FailoverTests {
  let parameters = SearchParameters(query: "pixel")

  /// Runs `body` with a client whose first host is a fake one behaving as `behaviour` and whose
  /// second is a real server; returns when both are stopped.
  func withFakeFirstHost(
    _ behaviour: FakeHost.Behaviour, read: Duration = .seconds(5),
    _ body: (AlgoliaClient, _ fake: AlgoliaHost) async throws -> Void
  ) async throws {
    let fake = try await FakeHost.start(behaviour)
    let port = try #require(fake.localAddress?.port)
    try await withServer { server in
      let client = makeClient(hosts: ["http://127.0.0.1:\(port)", server.baseURL], read: read)
      try await body(client, AlgoliaHost(scheme: "http", name: "127.0.0.1", port: port))
    }
    try await fake.close()
  }

  @Test("first host refuses connections: the next host answers and the refusing one is marked down")
  func refusedHost() async throws {
    let closed = try await FakeHost.closedPort()
    try await withServer { server in
      let client = makeClient(hosts: ["http://127.0.0.1:\(closed)", server.baseURL])
      let response = try await client.search(index: "products", parameters: parameters)
      #expect(response.nbHits == 1)
      #expect(await client.isHostDown(AlgoliaHost(scheme: "http", name: "127.0.0.1", port: closed)))
    }
  }

  @Test("first host accepts and never answers: the client times out, moves on, keeps the host up")
  func silentHost() async throws {
    // The read timeout is the real host's too: under the full suite, hundreds of specs queue on
    // the two threads of the cooperative pool, and the in-process server's handler once waited
    // there past 800 ms (500 connect + 300 read), failing CI. 2 s stays well under the 5 s
    // bound, which a client that waited for the default read timeout would pass.
    try await withFakeFirstHost(.silent, read: .seconds(2 * patience)) { client, silent in
      let start = ContinuousClock.now
      let response = try await client.search(index: "products", parameters: parameters)
      #expect(response.nbHits == 1)
      #expect(ContinuousClock.now - start < .seconds(5 * patience))
      #expect(!(await client.isHostDown(silent)))
    }
  }

  @Test("first host answers 500: the next host answers, the failing one is skipped afterwards")
  func serverError() async throws {
    try await withFakeFirstHost(.status(500)) { client, failing in
      let response = try await client.search(index: "products", parameters: parameters)
      #expect(response.nbHits == 1)
      #expect(await client.isHostDown(failing))
    }
  }

  @Test("a 4xx is the answer: it is never retried on another host")
  func clientErrorNotRetried() async throws {
    try await withFakeFirstHost(.status(404)) { client, _ in
      let error = await #expect(throws: APIError.self) {
        try await client.search(index: "products", parameters: parameters)
      }
      #expect(error == APIError(message: "fake failure", status: 404))
    }
  }

  @Test("every host down: one error listing each host's failure, without the key")
  func allHostsDown() async throws {
    let closed = try await FakeHost.closedPort()
    let silent = try await FakeHost.start(.silent)
    let failing = try await FakeHost.start(.status(503))
    let silentPort = try #require(silent.localAddress?.port)
    let failingPort = try #require(failing.localAddress?.port)
    let key = "super-secret-key-42"
    let client = makeClient(
      hosts: ["http://127.0.0.1:\(closed)", "http://127.0.0.1:\(silentPort)", "http://127.0.0.1:\(failingPort)"],
      apiKey: key, read: .milliseconds(200))
    let error = await #expect(throws: UnreachableHostsError.self) {
      try await client.search(index: "products", parameters: parameters)
    }
    let attempts = try #require(error?.attempts)
    #expect(attempts.count == 3)
    let text = try #require(error?.description)
    #expect(text.hasPrefix("Unreachable hosts: "))
    #expect(text.contains("127.0.0.1:\(closed): connection refused"))
    #expect(text.contains("127.0.0.1:\(silentPort): timed out after 700 ms"))
    #expect(text.contains("127.0.0.1:\(failingPort): HTTP 503 (fake failure)"))
    #expect(!text.contains(key))
    #expect(!String(reflecting: error).contains(key))
    #expect(!"\(client)".contains(key))
    // The refused and failing hosts are now skipped; the one that timed out is tried again,
    // with its timeout doubled (read × (timeouts + 1)).
    let again = await #expect(throws: UnreachableHostsError.self) {
      try await client.search(index: "products", parameters: parameters)
    }
    #expect(again?.attempts.map(\.description) == ["http://127.0.0.1:\(silentPort): timed out after 900 ms"])
    try await silent.close()
    try await failing.close()
  }

  @Test("when every host is marked down, the next request tries them all again")
  func downHostsRetriedWhenAllDown() async throws {
    try await withServer { server in
      let client = makeClient(hosts: [server.baseURL])
      let down = try await FakeHost.start(.status(500))
      let downPort = try #require(down.localAddress?.port)
      let flaky = makeClient(hosts: ["http://127.0.0.1:\(downPort)"])
      await #expect(throws: UnreachableHostsError.self) {
        try await flaky.search(index: "products", parameters: parameters)
      }
      let error = await #expect(throws: UnreachableHostsError.self) {
        try await flaky.search(index: "products", parameters: parameters)
      }
      #expect(error?.attempts.count == 1)
      try await down.close()
      let response = try await client.search(index: "products", parameters: parameters)
      #expect(response.nbHits == 1)
    }
  }

  @Test("a host marked down is skipped until its TTL elapses, then tried again")
  func downTTL() async throws {
    let log = FakeHost.RequestRecorder()
    let failing = try await FakeHost.start(.status(500, log: log))
    let failingPort = try #require(failing.localAddress?.port)
    try await withServer { server in
      let configuration = AlgoliaClientConfiguration(
        credentials: AlgoliaCredentials(appID: "LOCALAPP", apiKey: APIKey("k")),
        hosts: [AlgoliaHost(scheme: "http", name: "127.0.0.1", port: failingPort)]
          + [AlgoliaHost(parsing: server.baseURL)].compactMap { $0 },
        timeouts: AlgoliaTimeouts(connect: .milliseconds(500), read: .seconds(5)),
        hostDownTTL: .seconds(3 * patience))  // long enough that a loaded test run cannot outlast it by accident
      let client = AlgoliaClient(configuration: configuration)
      let failingHost = AlgoliaHost(scheme: "http", name: "127.0.0.1", port: failingPort)
      _ = try await client.search(index: "products", parameters: parameters)
      #expect(log.all.count == 1)
      #expect(await client.isHostDown(failingHost))
      _ = try await client.search(index: "products", parameters: parameters)
      #expect(log.all.count == 1, "skipped while down")
      // Wait for the TTL to run out, watching the client's own view of the host.
      let deadline = ContinuousClock.now + .seconds(30)
      while await client.isHostDown(failingHost), ContinuousClock.now < deadline {
        try await Task.sleep(for: .milliseconds(20))
      }
      #expect(!(await client.isHostDown(failingHost)))
      _ = try await client.search(index: "products", parameters: parameters)
      #expect(log.all.count == 2, "tried again after the TTL")
      #expect(await client.isHostDown(failingHost))
    }
    try await failing.close()
  }

  @Test("cancelling the task cancels the request in flight")
  func cancellation() async throws {
    let log = FakeHost.RequestRecorder()
    let silent = try await FakeHost.start(.silentRecording(log))
    let port = try #require(silent.localAddress?.port)
    let client = makeClient(hosts: ["http://127.0.0.1:\(port)"], read: .seconds(30))
    let task = Task { try await client.search(index: "products", parameters: SearchParameters()) }
    // Cancel once the request has reached the host, so it is the request in flight that stops.
    let deadline = ContinuousClock.now + .seconds(30)
    while log.all.isEmpty, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(5)) }
    #expect(log.all.count == 1)
    let start = ContinuousClock.now
    task.cancel()
    let result = await task.result
    #expect(ContinuousClock.now - start < .seconds(5))
    #expect(throws: CancellationError.self) { try result.get() }
    try await silent.close()
  }
}
