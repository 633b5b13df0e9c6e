import Foundation
import Synchronization
import Testing

/// Issue 11, item 7: `instantsearch serve` logged `instantsearch.serve: [SearchServer] GET …`
/// (swift-log's label and the emitting module: two prefixes) and Hummingbird's own start line
/// beside its `serve: listening` line.
@Suite(
  "instantsearch serve: one prefix on every stderr line", .timeLimit(.minutes(1)),
  .enabled(if: TmuxTerminal.shellBinary != nil, "the built instantsearch binary is missing: swift build")
)
struct ServeLogTests {
  /// What a process wrote to a pipe so far.
  final class Collected: Sendable {
    private let bytes = Mutex<Data>(Data())
    func append(_ data: Data) { bytes.withLock { $0.append(data) } }
    var text: String { bytes.withLock { String(decoding: $0, as: UTF8.self) } }
  }

  @Test("listening, one line per request and stopped, each starting with 'serve: ' and nothing before it")
  func oneprefix() async throws {
    let (directory, root) = try await RemoteBackendTests.makeIndex()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let binary = try #require(TmuxTerminal.shellBinary)
    let server = Process()
    server.executableURL = binary
    server.arguments = ["serve", "--index", directory, "--port", "0"]
    let errors = Pipe()
    server.standardError = errors
    let collected = Collected()
    errors.fileHandleForReading.readabilityHandler = { collected.append($0.availableData) }
    try server.run()
    defer { if server.isRunning { server.terminate() } }
    var port: String?
    for _ in 0..<2000 where port == nil {
      port = collected.text.firstMatch(of: /listening on http:\/\/127\.0\.0\.1:(\d+)/).map { String($0.1) }
      if port == nil { try await Task.sleep(for: .milliseconds(10)) }
    }
    let url = try #require(port.map { "http://127.0.0.1:\($0)" })

    let client = Process()
    client.executableURL = binary
    client.arguments = ["--app-id", "T", "--index-name", "phones", "--hosts", url, "-c", "stats"]
    client.environment = ["ALGOLIA_API_KEY": "k", "HOME": root, "XDG_STATE_HOME": root, "XDG_CACHE_HOME": root]
    client.standardOutput = Pipe()
    try client.run()
    client.waitUntilExit()
    #expect(client.terminationStatus == 0)
    server.interrupt()  // SIGINT: a graceful stop
    server.waitUntilExit()
    errors.fileHandleForReading.readabilityHandler = nil
    collected.append(errors.fileHandleForReading.readDataToEndOfFile())

    let lines = collected.text.split(separator: "\n").map(String.init)
    #expect(lines.first == "serve: listening on \(url) (indexes: phones)")
    #expect(lines.contains { $0.hasPrefix("serve: POST /1/indexes/*/queries 200 ") && $0.hasSuffix("ms") })
    #expect(lines.last == "serve: stopped")
    #expect(lines.allSatisfy { $0.hasPrefix("serve: ") && !$0.contains("[") && !$0.contains("instantsearch.serve") }, "\(lines)")
  }
}
