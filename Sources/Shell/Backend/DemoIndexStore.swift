import DemoData
import Foundation
import SearchEngine

/// The built-in demo index: generated on first use into the cache directory, atomically.
///
/// 10,000 records of the deterministic demo catalogue (same seed, same records everywhere), so
/// the golden scripts print the same output on every machine. The index is built in a scratch
/// directory and renamed into place, so an interrupted first start leaves nothing half-written
/// and two shells starting at once both end up with a complete index.
public enum DemoIndexStore {
  /// Records in the demo index.
  public static let recordCount = 10_000
  /// The cache key: the generator's version (bump it when the generator changes) and the index
  /// format, so a cache written by an older build is rebuilt rather than refused.
  public static let version = "demo-v1-format\(IndexFormat.version)"

  /// The directory holding the demo index (`…/instantsearch/demo-v1-formatN`, N the index format version), building it if missing.
  ///
  /// - Throws: `CommandFailure` saying what could not be written.
  public static func directory(paths: ShellPaths, progress: (String) -> Void = { _ in }) throws(CommandFailure) -> URL {
    let target = paths.cacheDirectory.appendingPathComponent(version)
    let index = target.appendingPathComponent(DemoCatalog.indexName)
    let manager = FileManager.default
    if manager.fileExists(atPath: index.path) { return target }
    let scratch = paths.cacheDirectory.appendingPathComponent("\(version).building-\(ProcessInfo.processInfo.processIdentifier)")
    do {
      try? manager.removeItem(at: scratch)
      try manager.createDirectory(at: scratch, withIntermediateDirectories: true)
      progress("building the demo index (\(recordCount) records) in \(target.path)…")
      _ = try DemoIndex.build(at: scratch.appendingPathComponent(DemoCatalog.indexName).path, count: recordCount)
      do {
        try manager.moveItem(at: scratch, to: target)
        removeOtherVersions(in: paths.cacheDirectory)
      } catch where manager.fileExists(atPath: index.path) {
        try? manager.removeItem(at: scratch)  // another shell finished first
      }
    } catch {
      try? manager.removeItem(at: scratch)
      throw CommandFailure("cannot build the demo index in \(target.path): \(error)")
    }
    return target
  }

  /// Removes the demo indexes of other versions from `cache` (each index format made a new one,
  /// and nothing read the old ones again), leaving anything else, and any build in progress, alone.
  /// A shell of an older build still running keeps its mapped files; started again, it rebuilds.
  static func removeOtherVersions(in cache: URL) {
    let manager = FileManager.default
    guard let names = try? manager.contentsOfDirectory(atPath: cache.path) else { return }
    for name in names where name.hasPrefix("demo-v") && name != version && !name.contains(".building-") {
      try? manager.removeItem(at: cache.appendingPathComponent(name))
    }
  }
}
