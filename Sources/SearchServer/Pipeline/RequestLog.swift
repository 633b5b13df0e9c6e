import Hummingbird
import Logging

/// One log line per request: method, path, status, milliseconds.
///
/// The query string is dropped from the line except for parameter names other than credentials,
/// so a key passed as `?x-algolia-api-key=` never reaches the log.
struct RequestLog: Sendable {
  /// Where lines go.
  let logger: Logger

  /// Logs a finished request.
  func record(method: String, path: String, query: [(name: String, value: String)], status: Int, elapsed: Duration) {
    let milliseconds = Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
    let visible = query.filter { !$0.name.lowercased().hasPrefix("x-algolia-") }.map(\.name)
    let target = visible.isEmpty ? path : path + "?" + visible.joined(separator: "&")
    let rounded = (milliseconds * 10).rounded() / 10
    logger.info("\(method) \(target) \(status) \(rounded)ms")
  }
}
