import Foundation

/// Measurements of this process and of the files it wrote, as the benchmark table reports them.
enum ProcessMetrics {
  /// (resident set now, peak resident set) in bytes, from `/proc/self/status`; zeros elsewhere.
  static func residentBytes() -> (current: Int, peak: Int) {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return (0, 0) }
    var current = 0
    var peak = 0
    for line in status.split(separator: "\n") {
      let fields = line.split(separator: " ", omittingEmptySubsequences: true)
      guard fields.count >= 2, let kilobytes = Int(fields[1]) else { continue }
      if line.hasPrefix("VmRSS:") { current = kilobytes * 1024 }
      if line.hasPrefix("VmHWM:") { peak = kilobytes * 1024 }
    }
    return (current, peak)
  }

  /// Total size of the regular files under `path`.
  static func directoryBytes(_ path: String) -> Int {
    guard let walker = FileManager.default.enumerator(atPath: path) else { return 0 }
    var total = 0
    for case let relative as String in walker {
      let attributes = try? FileManager.default.attributesOfItem(atPath: path + "/" + relative)
      if attributes?[.type] as? FileAttributeType == .typeRegular {
        total += (attributes?[.size] as? Int) ?? 0
      }
    }
    return total
  }

  /// Monotonic nanoseconds.
  static func now() -> UInt64 {
    DispatchTime.now().uptimeNanoseconds
  }
}
