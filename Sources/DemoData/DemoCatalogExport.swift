import Foundation
import SearchModel

/// Writes a demo catalogue to a file as NDJSON, in bounded memory.
///
/// This is how the catalogue leaves the process: `instantsearch demo --out` for people and other
/// tools, and the benchmark, which hands the very same bytes to the engine and to its peers
/// (tantivy, SQLite FTS5) so that all of them index identical data.
public enum DemoCatalogExport {
  /// Why an export failed, naming the file.
  public struct Failure: Error, CustomStringConvertible, Sendable {
    /// The file that could not be written.
    public let path: String
    /// What went wrong, in words a user can act on.
    public let reason: String
    /// `cannot write PATH: REASON`, as the command line prints it.
    public var description: String { "cannot write \(path): \(reason)" }
  }

  /// Writes `records` as NDJSON to `path` (`-` is standard output), flushing about every megabyte,
  /// so 10 million records never need more than a few megabytes of memory. Each line is SearchModel's
  /// compact serialisation: keys in record order, integral numbers without a fraction (`"rating":4`).
  /// Returns the bytes written.
  @discardableResult
  public static func writeNDJSON(_ records: some Sequence<JSONObject>, to path: String) throws(Failure) -> Int {
    let handle: FileHandle
    if path == "-" {
      handle = FileHandle.standardOutput
    } else {
      guard FileManager.default.createFile(atPath: path, contents: nil),
        let opened = FileHandle(forWritingAtPath: path)
      else {
        throw Failure(path: path, reason: "the file cannot be created (does the folder exist and is it writable?)")
      }
      handle = opened
    }
    defer { if path != "-" { try? handle.close() } }

    var buffer: [UInt8] = []
    buffer.reserveCapacity(1 << 21)
    var written = 0
    do {
      for record in records {
        buffer.append(contentsOf: JSONValue.object(record).serializedBytes())
        buffer.append(UInt8(ascii: "\n"))
        if buffer.count >= 1 << 20 {
          try handle.write(contentsOf: buffer)
          written += buffer.count
          buffer.removeAll(keepingCapacity: true)
        }
      }
      try handle.write(contentsOf: buffer)
      written += buffer.count
    } catch {
      throw Failure(path: path, reason: "\(error.localizedDescription)")
    }
    return written
  }
}
