import Foundation
import Testing
@testable import SearchEngine

@Suite("Spill files: bytes set aside by one thread and copied into the index file by another")
struct SpillFileTests {
  /// The bytes of section `name` of the file written at `path`.
  private func section(_ name: String, at path: String) throws -> [UInt8] {
    let file = try IndexFile(path: path, kind: IndexLayout.textKind, checksumLimit: .max)
    return Array(try file.raw(name))
  }

  @Test("a copy made while another thread appends holds every byte, in order, whatever the pieces' sizes")
  func copyWhileAppending() throws {
    let root = TestIndex.temporaryDirectory()
    let spill = try SpillFile(path: root + "/s.spill")
    // 3 MB in pieces of 1 byte to 300 KB: copies start before the appending ends, and both sides
    // cross the copy's 1 MiB pieces.
    var expected: [UInt8] = []
    var pieces: [[UInt8]] = []
    for i in 0..<60 {
      let size = [1, 7, 4096, 65_537, 300_000, 12][i % 6]
      let piece = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ i) }
      pieces.append(piece)
      expected += piece
    }
    let appender = BackgroundTask { [pieces] in
      defer { spill.seal() }
      for piece in pieces { try piece.withUnsafeBytes { try spill.append($0) } }
    }
    let file = try IndexFileWriter(path: root + "/out.isx", kind: IndexLayout.textKind)
    try file.beginSection("copied")
    try spill.copyAsAppended(into: file)
    file.endSection()
    try appender.wait()
    try file.finish()
    #expect(try section("copied", at: root + "/out.isx") == expected)
  }

  @Test("an appending thread that gives up seals the file: the copy ends with what was appended")
  func sealedOnFailure() throws {
    struct GaveUp: Error {}
    let root = TestIndex.temporaryDirectory()
    let spill = try SpillFile(path: root + "/s.spill")
    let appender = BackgroundTask {
      defer { spill.seal() }
      try [UInt8](repeating: 7, count: 1000).withUnsafeBytes { try spill.append($0) }
      throw GaveUp()
    }
    let file = try IndexFileWriter(path: root + "/out.isx", kind: IndexLayout.textKind)
    try file.beginSection("copied")
    try spill.copyAsAppended(into: file)
    file.endSection()
    #expect(throws: GaveUp.self) { try appender.wait() }
    try file.finish()
    #expect(try section("copied", at: root + "/out.isx") == [UInt8](repeating: 7, count: 1000))
  }

  @Test("position chunks: taken from the front alone, none is claimed from the back once the front has them all")
  func chunksClaimedFromBack() {
    let chunks = PositionChunks(postings: 128 * 10, maxChunks: 4)
    while chunks.claimFirst() != nil {}
    #expect(!chunks.claimedFromBack)
    #expect(chunks.claimLast() == nil)
    let shared = PositionChunks(postings: 128 * 10, maxChunks: 4)
    #expect(shared.claimFirst() == 0)
    #expect(shared.claimLast() == 3)
    #expect(shared.claimedFromBack)
  }
}
