import Foundation
import SearchModel

/// Writes a bench command's result as JSON for `scripts/bench-engine/table.py` (write aside, rename).
enum BenchOutput {
  static func write(_ value: JSONValue, to path: String) throws {
    let temporary = path + ".part"
    try Data(value.serializedBytes(.pretty)).write(to: URL(fileURLWithPath: temporary))
    guard rename(temporary, path) == 0 else {
      throw BenchArguments.Invalid(message: "cannot rename \(temporary) to \(path) (errno \(errno))")
    }
  }
}
