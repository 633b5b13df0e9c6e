import ArgumentParser
import Shell
import Foundation
import Logging
import SearchEngine
import SearchServer

/// `instantsearch serve`: the embedded indexes over Algolia's REST protocol, on loopback by default.
///
/// Argument parsing only: the server lives in `SearchServer`, the indexes in `SearchEngine`.
struct ServeCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "serve",
    abstract: "Serve local indexes over Algolia's REST API (for official clients and InstantSearch front ends).",
    discussion: HelpReflow.paragraphs(
      """
        Answers POST /1/indexes/{index}/query, POST /1/indexes/*/queries, POST /1/indexes/{index}/facets/{attr}/query,
        POST /1/indexes/{index}/browse, GET /1/indexes/{index}/settings, GET /1/indexes/{index}/{objectID},
        POST /1/indexes/*/objects and GET /1/indexes. Point a client at http://HOST:PORT with any application ID.
        With --api-key (or INSTANTSEARCH_SERVE_API_KEY), requests must carry that key. Logs one line per request
        on standard error; stops cleanly on SIGINT or SIGTERM.
        """)
  )

  @Option(name: .long, parsing: .upToNextOption, help: "Index directory, or a directory of indexes (repeatable).")
  var index: [String] = []

  @Option(name: .long, help: "Port to listen on (0 picks a free one, printed at start).")
  var port: Int = 7700

  @Option(name: .long, help: "Address to bind; anything but loopback exposes the indexes to the network.")
  var host: String = "127.0.0.1"

  @Option(name: .long, help: "Require this API key on every request (prefer INSTANTSEARCH_SERVE_API_KEY: flags show in `ps`).")
  var apiKey: String?

  @Option(name: .long, help: "Largest accepted request body, in bytes.")
  var maxBodySize: Int = 10 << 20

  @Option(name: .long, help: "Seconds a client has to send a whole request; slower or idle connections are closed.")
  var readTimeout: Double = 30

  @Flag(name: .long, help: "Do not log requests.")
  var quiet = false

  func validate() throws {
    if index.isEmpty { throw ValidationError("give at least one --index DIR") }
    if !(0...65535).contains(port) { throw ValidationError("--port must be between 0 and 65535, got \(port)") }
    if maxBodySize < 1 { throw ValidationError("--max-body-size must be positive") }
    if !(readTimeout > 0 && readTimeout <= 86_400) { throw ValidationError("--read-timeout must be between 0 and 86400 seconds, got \(readTimeout)") }
  }

  func run() async throws {
    let service = try LocalSearchService(paths: index)
    let key = apiKey ?? ProcessInfo.processInfo.environment["INSTANTSEARCH_SERVE_API_KEY"].flatMap { $0.isEmpty ? nil : $0 }
    var logger = Logger(label: "instantsearch.serve") { _ in ServeLogHandler() }
    logger.logLevel = quiet ? .warning : .info
    let configuration = SearchServerConfiguration(
      host: host, port: port, apiKey: key.map(ServerAPIKey.init), maxBodySize: maxBodySize,
      readTimeout: .milliseconds(Int64(readTimeout * 1000)), logger: logger)
    let names = try await service.listIndexes().map(\.name).sorted()
    if !["127.0.0.1", "::1", "localhost"].contains(host) {
      let warning = "serve: warning: binding \(host) makes the indexes reachable from the network"
        + (key == nil ? " without any API key" : "") + "\n"
      FileHandle.standardError.write(Data(warning.utf8))
    }
    let host = host
    try await SearchServer(service: service, configuration: configuration).run { port in
      let line = "serve: listening on http://\(host):\(port) (indexes: \(names.joined(separator: ", ")))\n"
      FileHandle.standardError.write(Data(line.utf8))
    }
    FileHandle.standardError.write(Data("serve: stopped\n".utf8))
  }
}
