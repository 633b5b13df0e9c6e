import Foundation
import Testing
import SearchModel
@testable import SearchEngine

/// What an open verifies and what it leaves to first use or to `instantsearch check`: an open
/// stays fast at any size, every read stays in bounds, and `check` still finds any damage.
@Suite("Index open and check")
struct IndexCheckTests {
  /// 8,000 records of six words, three of them in no other record: even compressed, the record
  /// numbers of the posting lists (about 80 KB) are over the size an open checksums.
  static func largeSample() throws -> (directory: String, generation: String) {
    let directory = TestIndex.temporaryDirectory() + "/items"
    let records: [JSONValue] = (0..<8000).map { i in
      ["objectID": .string("r\(i)"), "title": .string("word\(i % 50) item \(i) lamp sku\(i) ref\(i)")]
    }
    _ = try IndexImporter(directory: directory, settings: IndexSettings()).importRecords(records)
    return (directory, try IndexDirectory.liveGeneration(of: directory))
  }

  /// Rewrites the `docs` section of the text file with `edit` (offset of the section, bytes).
  static func editDocs(_ generation: String, _ edit: (Range<Int>, inout [UInt8]) -> Void) throws {
    try CorruptIndexTests.edit(generation, "text.isx") { bytes in
      let docs = IndexFileSurgery.section(named: "docs", in: bytes)!
      #expect(docs.count > IndexFile.checksumLimitAtOpen)
      edit(docs, &bytes)
    }
  }

  @Test("an intact index checks clean: every file's checksums, every table, every record")
  func intact() throws {
    let sample = try Self.largeSample()
    let report = IndexCheck.run(path: sample.directory)
    #expect(report.isIntact, "\(report.problems)")
    for file in ["meta.isx", "records.isx", "text.isx", "facets.isx", "numbers.isx"] {
      #expect(report.lines.contains { $0.hasPrefix(file + ": ") && $0.hasSuffix("every checksum matches") }, "\(file)")
    }
    #expect(report.lines.contains { $0.hasPrefix("structure: 8000 records") })
    #expect(report.lines.contains("records: all 8000 decode"))
  }

  @Test("a one-record index's report counts in the singular")
  func singular() throws {
    let directory = TestIndex.temporaryDirectory() + "/one"
    _ = try IndexImporter(directory: directory).importRecords([["objectID": "a", "title": "lamp"]])
    let report = IndexCheck.run(path: directory)
    #expect(report.lines.contains { $0.hasPrefix("meta.isx: 1 section, ") })
    #expect(report.lines.contains { $0.hasPrefix("structure: 1 record, 1 term, 1 posting, ") && $0.contains(", 0 prefix lists, ") })
    #expect(report.lines.contains("records: the one record decodes"))
  }

  @Test("a directory of indexes (what the shell's --index takes) is checked index by index, each damage named")
  func directoryOfIndexes() throws {
    let parent = TestIndex.temporaryDirectory()
    for name in ["books", "phones"] {
      let records: [JSONValue] = (0..<20).map { ["objectID": .string("\(name)\($0)"), "title": .string("\(name) \($0)")] }
      _ = try IndexImporter(directory: parent + "/" + name, settings: IndexSettings()).importRecords(records)
    }
    let reports = IndexCheck.runAll(path: parent)
    let headings = reports.map { $0.lines.first ?? "" }
    #expect(headings.count == 2)
    #expect(headings.first?.hasPrefix("index \(parent)/books, generation ") == true)
    #expect(headings.last?.hasPrefix("index \(parent)/phones, generation ") == true)
    #expect(reports.map(\.isIntact) == [true, true])
    let phones = try IndexDirectory.liveGeneration(of: parent + "/phones")
    try CorruptIndexTests.edit(phones, "records.isx") { bytes in bytes[bytes.count - 1] ^= 1 }
    let damaged = IndexCheck.runAll(path: parent)
    #expect(damaged.map(\.isIntact) == [true, false])
    let paths = damaged.last?.problems.map(\.path) ?? []
    #expect(!paths.isEmpty && paths.filter { !$0.hasPrefix(phones) }.isEmpty, "\(paths)")
    // A directory with no index at all says so, as before.
    let empty = TestIndex.temporaryDirectory()
    try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
    #expect(IndexCheck.runAll(path: empty).map(\.isIntact) == [false])
  }

  @Test("a flipped bit in a large section opens and answers, and check finds it by its checksum")
  func flipInLargeSection() throws {
    let sample = try Self.largeSample()
    // A bit of the blocks of a term in the middle (one of the words of a single record): a search
    // reaching that term would refuse it, the others answer.
    try Self.editDocs(sample.generation) { docs, bytes in bytes[(docs.lowerBound + docs.upperBound) / 2] ^= 1 }
    let service = try LocalSearchService(paths: [sample.directory])
    #expect(try service.run(SearchParameters(query: "lamp")).nbHits == 8000)
    let report = IndexCheck.run(path: sample.directory)
    #expect(
      report.problems == [
        IndexFormatError(path: sample.generation + "/text.isx", reason: "corrupt section docs (checksum mismatch)")
      ])
  }

  @Test("a posting naming no record, in a section an open does not read, is refused by the search reaching it; others answer")
  func postingBeyondRecordCountAtFirstUse() throws {
    let sample = try Self.largeSample()
    // The last block (before the padding) belongs to the last term in byte order, `word9`.
    try Self.editDocs(sample.generation) { docs, bytes in
      IndexFileSurgery.store(&bytes, docs.upperBound - DocBlockCodec.padding - 4, UInt32(0x7FFF_FFF0))
    }
    let service = try LocalSearchService(paths: [sample.directory])
    #expect(try service.run(SearchParameters(query: "lamp")).nbHits == 8000)
    #expect(throws: APIError(
      message: "Index items is corrupt: \(sample.generation)/text.isx: inconsistent posting tables", status: 500)
    ) {
      try service.run(SearchParameters(query: "word9"))
    }
    #expect(try service.run(SearchParameters(query: "item 17")).nbHits == 111)
    let report = IndexCheck.run(path: sample.directory)
    #expect(report.problems.map(\.path) == [sample.generation + "/text.isx"])
  }

  @Test(
    "an index written in an older format is refused at open with a message saying to re-import",
    arguments: [UInt32(4), 6, 7, 8, 9, 10, 11, 15, 16, 17])
  func olderFormat(version: UInt32) throws {
    #expect(IndexFormat.version == 18)
    let sample = try CorruptIndexTests.sample()
    try CorruptIndexTests.edit(sample.generation, "meta.isx") { IndexFileSurgery.store(&$0, 8, version) }
    #expect(throws: IndexFormatError(
      path: sample.generation + "/meta.isx",
      reason: "index format version \(version) is not supported (expected \(IndexFormat.version)); re-import the data")
    ) {
      try LocalSearchService(paths: [sample.directory])
    }
    #expect(IndexCheck.run(path: sample.directory).problems.first?.reason.hasSuffix("re-import the data") == true)
  }
}
