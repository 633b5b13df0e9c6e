import Foundation
import Testing

@testable import Shell

/// The history file holds plain lines (grep, an editor or `-f` can read it), and files written
/// by libedit's encoding are still read.
@Suite("History file")
struct HistoryFileTests {
  private func temporaryFile() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("history-\(UUID().uuidString)/history")
  }

  @Test("entries are written as plain lines, owner-only, the last 1000 kept")
  func plainLines() throws {
    let url = temporaryFile()
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    HistoryFile.write(["refine 'brand=Hewlett Packard'", #"query "a \ b""#], to: url)
    #expect(try String(contentsOf: url, encoding: .utf8) == "refine 'brand=Hewlett Packard'\nquery \"a \\ b\"\n")
    let mode = try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int
    #expect(mode == 0o600)
    HistoryFile.write((0..<1200).map { "query \($0)" }, to: url)
    let kept = HistoryFile.read(url)
    #expect(kept.count == 1000 && kept.first == "query 200" && kept.last == "query 1199")
  }

  @Test("a file libedit wrote (_HiStOrY_V2_, \\040 escapes) is read back as typed")
  func libeditFile() throws {
    let url = temporaryFile()
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try "_HiStOrY_V2_\nrefine\\040brand=Apple\nquery\\040a\\134b\nstats\n".write(to: url, atomically: true, encoding: .utf8)
    #expect(HistoryFile.read(url) == ["refine brand=Apple", "query a\\b", "stats"])
  }
}
