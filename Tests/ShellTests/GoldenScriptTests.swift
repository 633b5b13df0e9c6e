import Foundation
import SearchEngine
import Testing

@testable import Shell

/// The example sessions in scripts/examples double as golden tests: each `NAME.is` replayed must
/// print exactly `NAME.out`, byte for byte, with nothing on stderr. A script replays on the demo
/// index, or on its own index when a folder `NAME.index/` stands beside it: `records.json`, and
/// `settings.json`, `synonyms.json` and `rules.json` when present, imported as
/// `instantsearch import` would into a fresh folder named `NAME`.
@Suite("Golden scripts: scripts/examples/*.is replay byte for byte")
@MainActor
struct GoldenScriptTests {
  nonisolated static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("scripts/examples")

  nonisolated static let scripts: [String] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasSuffix(".is") }.sorted()
  }()

  @Test("there are golden scripts to replay")
  func scriptsExist() {
    #expect(Self.scripts.count >= 5)
  }

  @Test("the script replays to its expected output", arguments: scripts)
  func replay(script: String) async throws {
    let expected = try String(
      contentsOf: Self.directory.appendingPathComponent(script.replacingOccurrences(of: ".is", with: ".out")),
      encoding: .utf8)
    let text = try String(contentsOf: Self.directory.appendingPathComponent(script), encoding: .utf8)
    let name = String(script.dropLast(".is".count))
    let source = Self.directory.appendingPathComponent("\(name).index")
    guard FileManager.default.fileExists(atPath: source.path) else {
      let run = try await ShellRun.script(text, name: script)
      #expect(run.errors == "")
      #expect(run.status == 0)
      #expect(run.output == expected)
      return
    }
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("golden-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let index = scratch.appendingPathComponent(name).path
    try Self.importIndex(from: source, into: index)
    let run = try await ShellRun.script(text, name: script) { $0.indexDirectories = [index] }
    #expect(run.errors == "")
    #expect(run.status == 0)
    #expect(run.output == expected)
  }

  /// Imports `NAME.index/`'s files into `directory` the way `instantsearch import` reads them.
  nonisolated static func importIndex(from source: URL, into directory: String) throws {
    func file(_ name: String) -> String? {
      let path = source.appendingPathComponent(name).path
      return FileManager.default.fileExists(atPath: path) ? path : nil
    }
    let importer = IndexImporter(
      directory: directory,
      settings: try file("settings.json").map(SettingsFile.load) ?? .init(),
      synonyms: try file("synonyms.json").map(SynonymsFile.load) ?? [],
      rules: try file("rules.json").map(RulesFile.load) ?? [])
    _ = try importer.importFiles([source.appendingPathComponent("records.json").path])
  }

  @Test("replaying the same script twice prints the same bytes")
  func reproducible() async throws {
    let text = try String(contentsOf: Self.directory.appendingPathComponent("refinements.is"), encoding: .utf8)
    let first = try await ShellRun.script(text)
    let second = try await ShellRun.script(text)
    #expect(first.output == second.output)
    #expect(!first.output.isEmpty)
  }
}
