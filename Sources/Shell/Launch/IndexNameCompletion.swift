import Foundation

/// Dynamic completion of `--index` for the outer shell (bash, zsh, fish).
///
/// Offers the index directories already known to the tool (the generated demo index and any
/// other index under the cache directory) and the directories matching what was typed. Runs at
/// every Tab press, so it only lists directories and never opens an index.
public enum IndexNameCompletion {
  /// Candidates for the word `prefix`.
  public static func candidates(
    prefix: String, environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> [String] {
    let cache = ShellPaths(environment: environment).cacheDirectory
    let known = directories(in: cache.path).map { cache.appendingPathComponent($0).path }
    let typedDirectory = prefix.contains("/") ? String(prefix[...(prefix.lastIndex(of: "/") ?? prefix.startIndex)]) : ""
    let local = directories(in: typedDirectory.isEmpty ? "." : typedDirectory).map { typedDirectory + $0 }
    return (known + local).filter { $0.hasPrefix(prefix) }
  }

  private static func directories(in path: String) -> [String] {
    let expanded = (path as NSString).expandingTildeInPath
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: expanded) else { return [] }
    return names.filter { name in
      var isDirectory: ObjCBool = false
      return !name.hasPrefix(".")
        && FileManager.default.fileExists(atPath: (expanded as NSString).appendingPathComponent(name), isDirectory: &isDirectory)
        && isDirectory.boolValue
    }.sorted()
  }
}
