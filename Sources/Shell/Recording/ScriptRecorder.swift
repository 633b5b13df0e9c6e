import Foundation

/// Writes the commands of a session to a script that replays to the same output (`record FILE`).
///
/// Each statement is appended and flushed as soon as it has run successfully, so an interrupted
/// session keeps what it recorded. Statements that failed, that only inspect the session
/// (`history`, `record`) or that carry secrets are left out.
public final class ScriptRecorder {
  /// The script being written.
  public let url: URL
  private let handle: FileHandle
  /// How many statements have been written.
  public private(set) var count = 0

  /// Creates (or truncates) the file and writes the header comment.
  ///
  /// - Throws: `CommandFailure` naming the file when it cannot be created.
  public init(url: URL) throws(CommandFailure) {
    self.url = url
    let header = "# instantsearch script, written by `record`; replay with: instantsearch -f \(url.lastPathComponent)\n"
    guard FileManager.default.createFile(atPath: url.path, contents: Data(header.utf8)) else {
      throw CommandFailure("record: cannot create \(url.path)")
    }
    do {
      handle = try FileHandle(forWritingTo: url)
      try handle.seekToEnd()
    } catch {
      throw CommandFailure("record: cannot write \(url.path): \(error.localizedDescription)")
    }
  }

  /// Writes the statements that led to the current state, under a comment, so that the script
  /// starts from the state the recording started in.
  public func writePreamble(_ statements: [String]) {
    guard !statements.isEmpty else { return }
    try? handle.write(contentsOf: Data("# the session so far, to start from the same state:\n".utf8))
    for statement in statements where !SecretFilter.containsSecret(statement) {
      try? handle.write(contentsOf: Data((statement + "\n").utf8))
    }
    try? handle.write(contentsOf: Data("# recorded:\n".utf8))
  }

  /// Appends one statement as typed (secrets dropped).
  public func append(_ statement: String) {
    guard !SecretFilter.containsSecret(statement) else { return }
    try? handle.write(contentsOf: Data((statement + "\n").utf8))
    count += 1
  }

  /// Flushes and closes the file.
  public func close() {
    try? handle.synchronize()
    try? handle.close()
  }
}
