import Foundation
import Testing
import SearchModel
@testable import SearchEngine

/// The `instantsearch` executable of this test run's build (`TestIndex.executable`).
private let executable = TestIndex.executable

@Suite("Crash safety")
struct CrashSafetyTests {
  /// An index `ROOT/items` holding one record (`old`, titled `kept`), and `ROOT/big.ndjson` with
  /// `count` new records to import over it; returns the root, the index and its CURRENT file.
  static func indexAndBigImport(count: Int, title: (Int) -> String) throws -> (root: String, directory: String, current: String) {
    let root = TestIndex.temporaryDirectory()
    let directory = root + "/items"
    _ = try IndexImporter(directory: directory).importRecords([["objectID": "old", "title": "kept"]])
    let current = try String(contentsOfFile: directory + "/CURRENT", encoding: .utf8)
    var lines = ""
    for i in 0..<count {
      lines += "{\"objectID\":\"n\(i)\",\"title\":\"\(title(i))\",\"price\":\(i)}\n"
    }
    try Data(lines.utf8).write(to: URL(fileURLWithPath: root + "/big.ndjson"))
    return (root, directory, current)
  }

  @Test("an `instantsearch import` killed with SIGKILL half-way leaves the previous index searchable",
    .enabled(if: executable != nil, "the instantsearch executable is not built next to the tests (swift build)"))
  func killedChildProcess() async throws {
    // Big enough that the import is still running when it is killed.
    let (root, directory, current) = try Self.indexAndBigImport(count: 60_000) { "new record number \($0) with some words" }
    // With settings, no attribute survey runs after the swap: the process ends with the import.
    try Data("{}".utf8).write(to: URL(fileURLWithPath: root + "/settings.json"))

    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable!)
    process.arguments = ["import", root + "/big.ndjson", "--index", directory, "--settings", root + "/settings.json"]
    process.standardError = FileHandle.nullDevice
    try process.run()
    // Kill it once it has started writing its new generation (the old one is still live).
    let deadline = ContinuousClock.now + .seconds(60)
    func isWriting() -> Bool {
      let entries = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
      return entries.contains { $0.hasPrefix("gen-") && !current.hasPrefix($0) }
    }
    while !isWriting(), process.isRunning, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(2)) }
    let wasRunning = process.isRunning
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()

    let service = try LocalSearchService(paths: [directory])
    if wasRunning && process.terminationReason == .exit {
      // It ended between the last look and the kill: then it ended well, with the new index live.
      #expect(process.terminationStatus == 0)
      #expect(try String(contentsOfFile: directory + "/CURRENT", encoding: .utf8) != current)
    }
    // Whenever the kill landed, the index is one of the two, whole: the previous one (killed
    // before the swap) or the new one (a loaded machine may let the import reach the swap
    // between two looks at the directory).
    if try String(contentsOfFile: directory + "/CURRENT", encoding: .utf8) == current {
      #expect(try service.ids("kept") == ["old"])
    } else {
      #expect(try service.run(SearchParameters(hitsPerPage: 0)).nbHits == 60_000)
    }
  }

  @Test("an import that fills the disk (a file-size limit, ulimit -f) fails with a clear message and the previous index stays live",
    .enabled(if: executable != nil, "the instantsearch executable is not built next to the tests (swift build)"),
    .disabled(
      if: ProcessInfo.processInfo.environment["INSTANTSEARCH_SANITIZER"] == "thread",
      "ThreadSanitizer's runtime itself faults (SIGBUS in its shadow memory) in a process under ulimit -f"))
  func fullDisk() async throws {
    let (root, directory, current) = try Self.indexAndBigImport(count: 20_000) { "record \($0) with words to index" }

    // Files the import writes may not grow past 256 blocks (128-256 KB): the disk is "full".
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", "ulimit -f 256 && exec \"$0\" import \"$1\" --index \"$2\"", executable!, root + "/big.ndjson", directory]
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()

    #expect(process.terminationReason == .exit && process.terminationStatus != 0, "killed instead of failing: \(message)")
    #expect(message.contains("File too large"), "\(message)")
    #expect(try String(contentsOfFile: directory + "/CURRENT", encoding: .utf8) == current)
    #expect(try LocalSearchService(paths: [directory]).ids("kept") == ["old"])
  }
}
