import Foundation
import Testing

@testable import Shell

/// The example sessions in scripts/examples double as golden tests: each `NAME.is` replayed on
/// the demo index must print exactly `NAME.out`, byte for byte, with nothing on stderr.
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
    #expect(Self.scripts.count >= 4)
  }

  @Test("the script replays to its expected output", arguments: scripts)
  func replay(script: String) async throws {
    let expected = try String(
      contentsOf: Self.directory.appendingPathComponent(script.replacingOccurrences(of: ".is", with: ".out")),
      encoding: .utf8)
    let text = try String(contentsOf: Self.directory.appendingPathComponent(script), encoding: .utf8)
    let run = try await ShellRun.script(text, name: script)
    #expect(run.errors == "")
    #expect(run.status == 0)
    #expect(run.output == expected)
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
