import Foundation

/// The history file as people read it: one statement per line, as typed.
///
/// libedit's `write_history` writes a `_HiStOrY_V2_` header and `strvis`-encodes every line
/// (`refine\040brand=Apple`), which makes the file useless to `grep`, an editor or a script
/// (`instantsearch -f ~/.local/state/instantsearch/history`). The shell writes plain lines
/// instead, atomically, keeping the last `HistoryPolicy.capacity` entries, and still reads files
/// written the old way.
enum HistoryFile {
  /// libedit's header line.
  static let libeditHeader = "_HiStOrY_V2_"

  /// The entries of the file at `url`, oldest first (none when it does not exist).
  static func read(_ url: URL) -> [String] {
    guard let data = FileManager.default.contents(atPath: url.path) else { return [] }
    var lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
    if lines.first == libeditHeader {
      lines = lines.dropFirst().map(unvis)
    }
    return lines
  }

  /// Writes `entries` (the last `HistoryPolicy.capacity` of them) as plain lines, readable by
  /// the owner only.
  static func write(_ entries: [String], to url: URL) {
    let directory = url.deletingLastPathComponent()
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    let text = entries.suffix(HistoryPolicy.capacity).map { $0 + "\n" }.joined()
    let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier)")
    guard FileManager.default.createFile(atPath: temporary.path, contents: Data(text.utf8), attributes: [.posixPermissions: 0o600])
    else { return }
    if rename(temporary.path, url.path) != 0 { try? FileManager.default.removeItem(at: temporary) }
  }

  /// Undoes libedit's `strvis` encoding: `\040` and other octal escapes, `\\`, and the C
  /// escapes it uses (`\n`, `\t`...).
  static func unvis(_ line: String) -> String {
    var bytes: [UInt8] = []
    let source = Array(line.utf8)
    var i = 0
    while i < source.count {
      let byte = source[i]
      guard byte == UInt8(ascii: "\\"), i + 1 < source.count else {
        bytes.append(byte)
        i += 1
        continue
      }
      let next = source[i + 1]
      let octal = UInt8(ascii: "0")...UInt8(ascii: "7")
      if i + 3 < source.count, source[(i + 1)...(i + 3)].allSatisfy({ octal.contains($0) }) {
        let value = source[(i + 1)...(i + 3)].reduce(0) { $0 * 8 + Int($1 - UInt8(ascii: "0")) }
        bytes.append(UInt8(truncatingIfNeeded: value))
        i += 4
        continue
      }
      switch next {
      case UInt8(ascii: "n"): bytes.append(UInt8(ascii: "\n"))
      case UInt8(ascii: "t"): bytes.append(UInt8(ascii: "\t"))
      case UInt8(ascii: "s"): bytes.append(UInt8(ascii: " "))
      default: bytes.append(next)
      }
      i += 2
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
