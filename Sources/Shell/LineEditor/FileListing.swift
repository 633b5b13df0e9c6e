import Foundation

/// Directory entries for completing file arguments (`source`, `record`).
enum FileListing {
  /// The names in `directory` (relative to the working directory when not absolute), directories
  /// suffixed with `/`, hidden files left out, sorted.
  @Sendable static func entries(in directory: String) -> [String] {
    let path = directory.isEmpty ? "." : (directory as NSString).expandingTildeInPath
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return [] }
    return names.filter { !$0.hasPrefix(".") }.sorted().map { name in
      var isDirectory: ObjCBool = false
      _ = FileManager.default.fileExists(atPath: (path as NSString).appendingPathComponent(name), isDirectory: &isDirectory)
      return isDirectory.boolValue ? name + "/" : name
    }
  }
}
