import Foundation
import Logging

/// The log lines of `instantsearch serve` on standard error, with the one prefix its other lines
/// carry: `serve: POST /1/indexes/products/query 200 2.2ms`, `serve: warning: …`.
///
/// swift-log's `StreamLogHandler` writes a timestamp, the label and the emitting module
/// (`instantsearch.serve: [SearchServer] …`): two prefixes that say the same thing.
struct ServeLogHandler: LogHandler {
  var logLevel: Logger.Level = .info
  var metadata: Logger.Metadata = [:]

  subscript(metadataKey key: String) -> Logger.Metadata.Value? {
    get { metadata[key] }
    set { metadata[key] = newValue }
  }

  func log(event: LogEvent) {
    let metadata = self.metadata.merging(event.metadata ?? [:]) { $1 }
    FileHandle.standardError.write(Data(Self.line(level: event.level, message: "\(event.message)", metadata: metadata).utf8))
  }

  /// One line: `serve: ` + the level when it is above info + the message + its metadata.
  static func line(level: Logger.Level, message: String, metadata: Logger.Metadata) -> String {
    let levelText = level > .info ? "\(level): " : ""
    let fields = metadata.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    return "serve: \(levelText)\(message)" + (fields.isEmpty ? "" : " " + fields.joined(separator: " ")) + "\n"
  }
}
