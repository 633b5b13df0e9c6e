import Foundation

/// Finds, opens and atomically replaces the live generation of an index directory.
enum IndexDirectory {
  /// True when `path` looks like an index directory (it has a `CURRENT` file).
  static func isIndex(_ path: String) -> Bool {
    FileManager.default.fileExists(atPath: path + "/" + IndexLayout.current)
  }

  /// The index directories at `path`: `path` itself when it is one, else the index directories
  /// it holds, by name (the shell's `--index` takes either); empty when there are none.
  static func indexPaths(at path: String) -> [String] {
    if isIndex(path) { return [path] }
    let entries = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
    return entries.map { path + "/" + $0 }.filter(isIndex)
  }

  /// The live generation's directory.
  static func liveGeneration(of path: String) throws(IndexFormatError) -> String {
    let currentPath = path + "/" + IndexLayout.current
    guard let data = FileManager.default.contents(atPath: currentPath) else {
      throw IndexFormatError(path: currentPath, reason: "not an index directory (no readable CURRENT file)")
    }
    let name = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    guard name.hasPrefix(IndexLayout.generationPrefix), !name.contains("/"), !name.contains("..") else {
      throw IndexFormatError(path: currentPath, reason: "corrupt CURRENT file")
    }
    return path + "/" + name
  }

  /// Opens the live generation of the index at `path`; the index is named after the folder.
  static func open(_ path: String) throws(IndexFormatError) -> IndexSnapshot {
    let name = URL(fileURLWithPath: path).standardizedFileURL.lastPathComponent
    return try IndexSnapshot(name: name, directory: try liveGeneration(of: path))
  }

  /// Creates `path` if needed and a fresh, empty generation directory inside it.
  static func makeGeneration(in path: String) throws -> String {
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    let stamp = String(UInt64(Date().timeIntervalSince1970 * 1_000_000), radix: 36)
    let name = IndexLayout.generationPrefix + stamp + "-" + String(ProcessInfo.processInfo.processIdentifier)
    let generation = path + "/" + name
    try FileManager.default.createDirectory(atPath: generation, withIntermediateDirectories: false)
    return generation
  }

  /// Makes `generation` live with an atomic rename of `CURRENT`, then deletes older generations.
  static func publish(_ generation: String, in path: String) throws {
    let name = URL(fileURLWithPath: generation).lastPathComponent
    let temporary = path + "/" + IndexLayout.current + ".tmp-" + String(ProcessInfo.processInfo.processIdentifier)
    let fd = Foundation.open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard fd >= 0 else { throw IndexFormatError(path: temporary, reason: "cannot create (\(systemErrorMessage()))") }
    let bytes = Array((name + "\n").utf8)
    let written = bytes.withUnsafeBytes { systemWrite(fd, $0.baseAddress, $0.count) }
    fsync(fd)
    close(fd)
    guard written == bytes.count else { throw IndexFormatError(path: temporary, reason: "cannot write") }
    syncDirectory(generation)
    guard rename(temporary, path + "/" + IndexLayout.current) == 0 else {
      throw IndexFormatError(path: path + "/" + IndexLayout.current, reason: "cannot replace (\(systemErrorMessage()))")
    }
    syncDirectory(path)
    removeGenerations(in: path, except: name)
  }

  /// Deletes every generation of `path` but `keep` (stale ones from failed or killed imports too).
  static func removeGenerations(in path: String, except keep: String) {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
    for entry in entries where entry != keep {
      if entry.hasPrefix(IndexLayout.generationPrefix) || entry.hasPrefix(IndexLayout.current + ".tmp-") {
        try? FileManager.default.removeItem(atPath: path + "/" + entry)
      }
    }
  }

  private static func syncDirectory(_ path: String) {
    let fd = Foundation.open(path, O_RDONLY)
    if fd >= 0 {
      fsync(fd)
      close(fd)
    }
  }
}
