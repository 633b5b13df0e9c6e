import Foundation

/// The modules the Swift files of one target folder import (`import X`, `@testable import X`,
/// `@preconcurrency import X`, `import struct X.Y`…), with the first file importing each.
enum SourceImports {
  /// Modules of the toolchain and the system: never declared in the manifest.
  static let system: Set<String> = [
    "Foundation", "FoundationEssentials", "Dispatch", "Glibc", "Darwin", "Musl", "Synchronization",
    "Testing", "XCTest", "_Concurrency", "Observation",
  ]

  /// `module → a file that imports it`, for the Swift files under `folder`.
  static func of(folder: URL) throws -> [String: String] {
    var found: [String: String] = [:]
    let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
      .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
    for file in files {
      let text = try String(contentsOf: file, encoding: .utf8)
      for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
        let trimmed = line.drop { $0 == " " }
        guard let match = trimmed.prefixMatch(
          of: /(?:@[A-Za-z]+ +)*(?:public +|internal +|package +|private +|fileprivate +)?import +(?:(?:struct|class|enum|protocol|func|var|let|typealias) +)?([A-Za-z_][A-Za-z0-9_]*)/
        ) else { continue }
        let module = String(match.output.1)
        if found[module] == nil { found[module] = file.lastPathComponent }
      }
    }
    return found
  }
}
