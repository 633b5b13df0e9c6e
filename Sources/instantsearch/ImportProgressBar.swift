import Foundation
import SearchEngine
import NIOConcurrencyHelpers

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Draws `instantsearch import`'s progress on standard error: a bar (when the total size is known), records,
/// records per second and the estimated time left, redrawn in place.
///
/// It stays silent when standard error is not a terminal, so logs and pipes get no control
/// characters; the caller prints its own one-line summary at the end either way.
final class ImportProgressBar: Sendable {
  private let enabled: Bool
  private let lastWidth = NIOLockedValueBox(0)

  /// A bar on standard error; `force` draws it even when standard error is not a terminal.
  init(force: Bool = false) {
    enabled = force || isatty(STDERR_FILENO) == 1
  }

  /// Redraws the bar for `progress`; clears it when the import is finished.
  func update(_ progress: ImportProgress) {
    guard enabled else { return }
    let line = progress.isFinished ? "" : Self.render(progress)
    lastWidth.withLockedValue { width in
      let padding = String(repeating: " ", count: max(0, width - line.count))
      FileHandle.standardError.write(Data(("\r" + line + padding + (progress.isFinished ? "\r" : "")).utf8))
      width = line.count
    }
  }

  /// The text of the bar: `[#####.....]  42% 120,000 records  85,000 rec/s  ETA 3s`.
  static func render(_ progress: ImportProgress) -> String {
    var parts: [String] = []
    if let total = progress.totalBytes, total > 0 {
      let fraction = min(Double(progress.bytesRead) / Double(total), 1)
      let filled = Int(fraction * 24)
      parts.append("[" + String(repeating: "#", count: filled) + String(repeating: ".", count: 24 - filled) + "]")
      parts.append(String(format: "%3d%%", Int(fraction * 100)))
    }
    parts.append("\(progress.records) records")
    parts.append(String(format: "%.0f rec/s", progress.recordsPerSecond))
    if progress.skipped > 0 { parts.append("\(progress.skipped) skipped") }
    if let remaining = progress.secondsRemaining { parts.append("ETA \(Int(remaining.rounded(.up)))s") }
    return parts.joined(separator: "  ")
  }
}
