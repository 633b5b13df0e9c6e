import Foundation
import Testing

@testable import Shell

/// The demo index's cache: built once per index format, and the demo indexes of older formats
/// removed when a new one is built, so each format bump does not leave another copy behind.
@Suite("Demo index cache")
struct DemoIndexCacheTests {
  @Test("building the demo index removes other versions' demo indexes and nothing else")
  func removesOtherVersions() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("demo-cache-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let paths = ShellPaths(environment: ["HOME": root.path, "XDG_CACHE_HOME": root.path])
    let cache = paths.cacheDirectory
    let manager = FileManager.default
    // Two older demo indexes, another shell's build in progress, and something else of the cache.
    let stale = ["demo-v1-format12", "demo-v0-format4"]
    let kept = ["\(DemoIndexStore.version).building-99999", "indexes-of-mine"]
    for name in stale + kept {
      try manager.createDirectory(at: cache.appendingPathComponent(name + "/products"), withIntermediateDirectories: true)
    }
    let built = try DemoIndexStore.directory(paths: paths)
    #expect(built.lastPathComponent == DemoIndexStore.version)
    #expect(manager.fileExists(atPath: built.appendingPathComponent("products/CURRENT").path))
    for name in stale { #expect(!manager.fileExists(atPath: cache.appendingPathComponent(name).path), "\(name)") }
    for name in kept { #expect(manager.fileExists(atPath: cache.appendingPathComponent(name).path), "\(name)") }
    // A later start finds the index and builds nothing (so removes nothing either).
    try manager.createDirectory(at: cache.appendingPathComponent("demo-v1-format13"), withIntermediateDirectories: true)
    #expect(try DemoIndexStore.directory(paths: paths).path == built.path)
    #expect(manager.fileExists(atPath: cache.appendingPathComponent("demo-v1-format13").path))
  }
}
