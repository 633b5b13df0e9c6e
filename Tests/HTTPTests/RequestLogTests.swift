import Logging
import SearchServer
import Synchronization
import Testing
import TestSupport

@Suite("Request log: one line per request, never a key", .timeLimit(.minutes(1)))
struct RequestLogTests {
  /// A log handler keeping the messages, to read them back.
  struct Capture: LogHandler {
    let lines: LogLines
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .info

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
      get { metadata[key] }
      set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
      lines.append("\(event.message)")
    }
  }

  final class LogLines: Sendable {
    private let storage = Mutex<[String]>([])
    var all: [String] { storage.withLock { $0 } }
    func append(_ line: String) { storage.withLock { $0.append(line) } }
  }

  @Test("method, path, status and milliseconds are logged; key query parameters are not")
  func lines() async throws {
    let lines = LogLines()
    let logger = Logger(label: "test") { _ in Capture(lines: lines) }
    let configuration = SearchServerConfiguration(port: 0, apiKey: ServerAPIKey("hidden-key-77"), logger: logger)
    try await withServer(configuration: configuration) { server in
      _ = try await raw(.GET, server.baseURL + "/1/indexes?x-algolia-api-key=hidden-key-77&x-algolia-agent=test")
      _ = try await raw(.GET, server.baseURL + "/1/indexes/products/settings?getVersion=2", headers: [("x-algolia-api-key", "nope")])
    }
    let requests = lines.all.filter { $0.contains("/1/indexes") }
    #expect(requests.count == 2)
    #expect(requests.first?.hasPrefix("GET /1/indexes 200 ") == true)
    #expect(requests.last?.hasPrefix("GET /1/indexes/products/settings?getVersion 403 ") == true)
    #expect(requests.allSatisfy { $0.hasSuffix("ms") })
    #expect(lines.all.allSatisfy { !$0.contains("hidden-key-77") })
  }
}
