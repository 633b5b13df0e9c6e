import Foundation
import Testing
import SearchModel
@testable import SearchEngine

@Suite("Import and storage: streaming files, objectIDs, bad records, atomic replacement, corruption")
struct ImportTests {
  private func write(_ text: String, to path: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
  }

  @Test("a JSON array and an NDJSON file import in order; objectIDs are kept or generated")
  func files() throws {
    let root = TestIndex.temporaryDirectory()
    try write(#"[{"objectID":"a","title":"first"},{"title":"second"}]"#, to: root + "/one.json")
    try write("{\"title\":\"third\"}\n{\"objectID\":7,\"title\":\"fourth\"}\n", to: root + "/two.ndjson")
    let report = try IndexImporter(directory: root + "/items").importFiles([root + "/one.json", root + "/two.ndjson"])
    #expect(report.imported == 4)
    let service = try LocalSearchService(paths: [root + "/items"])
    #expect(try service.ids("") == ["a", "1", "2", "7"])
    let record = try service.object(index: "items", objectID: "1")
    #expect(record == ["title": "second", "objectID": "1"])
  }

  @Test("a syntax error names the file and line")
  func syntax() throws {
    let root = TestIndex.temporaryDirectory()
    try write("{\"title\":\"ok\"}\n{\"title\": oops}\n", to: root + "/bad.ndjson")
    do {
      _ = try IndexImporter(directory: root + "/items").importFiles([root + "/bad.ndjson"])
      Issue.record("expected an error")
    } catch {
      #expect(error.description.hasPrefix(root + "/bad.ndjson: "))
      #expect(error.description.contains("line 2"))
    }
  }

  @Test("a file read in many chunks imports every record whole, one longer than a chunk included")
  func manyChunks() throws {
    let root = TestIndex.temporaryDirectory()
    // 3,000 records of about 170 bytes (several 128 KiB chunks, records cut at every place), and
    // one record of 400,000 bytes in the middle (longer than three chunks).
    var lines = (0..<3000).map { #"{"objectID":"r\#($0)","title":"record \#($0) "# + String(repeating: "x", count: $0 % 97) + #" tail"}"# }
    lines.insert(#"{"objectID":"long","title":"longest "# + String(repeating: "y", count: 400_000) + #" end"}"#, at: 1500)
    try write(lines.joined(separator: "\n") + "\n", to: root + "/many.ndjson")
    let report = try IndexImporter(directory: root + "/items").importFiles([root + "/many.ndjson"])
    #expect(report.imported == 3001)
    let service = try LocalSearchService(paths: [root + "/items"])
    #expect(try service.run("items", SearchParameters(query: "tail")).nbHits == 3000)
    let long = try service.object(index: "items", objectID: "long")
    #expect(long["title"]?.stringValue?.count == "longest ".count + 400_000 + " end".count)
    #expect(try service.object(index: "items", objectID: "r2999")["title"]?.stringValue?.hasSuffix("x tail") == true)
  }

  @Test("a path that cannot be read as a file is an error naming it; the previous index stays")
  func unreadablePath() throws {
    let root = TestIndex.temporaryDirectory()
    _ = try IndexImporter(directory: root + "/items").importRecords([["objectID": "old", "title": "kept"]])
    try FileManager.default.createDirectory(atPath: root + "/folder.ndjson", withIntermediateDirectories: false)
    do {
      _ = try IndexImporter(directory: root + "/items").importFiles([root + "/folder.ndjson"])
      Issue.record("expected an error")
    } catch {
      #expect(error.description == root + "/folder.ndjson: Is a directory")
    }
    #expect(try LocalSearchService(paths: [root + "/items"]).ids("kept") == ["old"])
  }

  @Test("a failed first import leaves no directory behind; a failed re-import keeps the index")
  func failedFirstImport() throws {
    let root = TestIndex.temporaryDirectory()
    let bad: [JSONValue] = [["objectID": "x"], ["objectID": ["nested": 1]]]
    #expect(throws: ImportError.self) { try IndexImporter(directory: root + "/fresh").importRecords(bad) }
    #expect(!FileManager.default.fileExists(atPath: root + "/fresh"))
    _ = try IndexImporter(directory: root + "/kept").importRecords([["objectID": "a", "title": "lamp"]])
    #expect(throws: ImportError.self) { try IndexImporter(directory: root + "/kept").importRecords(bad) }
    #expect(try LocalSearchService(paths: [root + "/kept"]).run("kept", SearchParameters(query: "lamp")).nbHits == 1)
  }

  @Test("bad records fail the import with their position, or are skipped and counted")
  func invalidRecords() throws {
    let root = TestIndex.temporaryDirectory()
    let records: [JSONValue] = [["objectID": "x"], ["objectID": ["nested": 1]], ["objectID": "x"], ["title": "fine"]]
    do {
      _ = try IndexImporter(directory: root + "/strict").importRecords(records)
      Issue.record("expected an error")
    } catch {
      // The second record, counted from 1 as lines are.
      #expect(error.description.contains("record 2: objectID must be a string"))
    }
    let report = try IndexImporter(directory: root + "/lenient", skipInvalid: true).importRecords(records)
    #expect(report.imported == 2)
    #expect(report.skipped == 2)
    #expect(report.skippedErrors.map(\.position) == [1, 2])
    #expect(report.skippedErrors[1].reason == "duplicate objectID x")
  }

  @Test("an objectID generated from a record's position that meets a given one fails, saying which was generated")
  func generatedObjectIDMeetsAGivenOne() throws {
    let root = TestIndex.temporaryDirectory()
    let hint = "give every record an objectID, or none"
    let records: [JSONValue] = [["objectID": "1"], ["title": "b"], ["objectID": "1"], ["title": "d"], ["objectID": "3"]]
    let report = try IndexImporter(directory: root + "/lenient", skipInvalid: true).importRecords(records)
    #expect(report.skippedErrors.map(\.position) == [1, 2, 4])
    #expect(
      report.skippedErrors.map(\.reason) == [
        "no objectID, and the one it would get from its position in the import, 1, is an earlier record's: \(hint)",
        "duplicate objectID 1",
        "duplicate objectID 3, which an earlier record without one got from its position in the import: \(hint)",
      ])
    let generatedFirst: [JSONValue] = [["title": "a"], ["objectID": "0", "title": "b"]]
    #expect {
      try IndexImporter(directory: root + "/strict").importRecords(generatedFirst)
    } throws: { error in
      "\(error)".contains("record 2: duplicate objectID 0, which an earlier record without one got from its position in the import: \(hint)")
    }
  }

  @Test("a failed import leaves the previous index live and searchable")
  func failedImportKeepsOldIndex() throws {
    let directory = TestIndex.temporaryDirectory() + "/items"
    _ = try IndexImporter(directory: directory).importRecords([["objectID": "old", "title": "kept"]])
    #expect(throws: ImportError.self) {
      _ = try IndexImporter(directory: directory).importRecords([["title": "new"], .string("not an object")])
    }
    let service = try LocalSearchService(paths: [directory])
    #expect(try service.ids("kept") == ["old"])
    let entries = try FileManager.default.contentsOfDirectory(atPath: directory)
    #expect(entries.filter { $0.hasPrefix("gen-") }.count == 1)
  }

  @Test("an import killed half-way leaves the previous index live and searchable")
  func killedImport() throws {
    let directory = TestIndex.temporaryDirectory() + "/items"
    _ = try IndexImporter(directory: directory).importRecords([["objectID": "old", "title": "kept"]])
    // A killed import leaves a partial generation that CURRENT does not name.
    let stale = directory + "/gen-killed-1"
    try FileManager.default.createDirectory(atPath: stale, withIntermediateDirectories: false)
    try Data([1, 2, 3]).write(to: URL(fileURLWithPath: stale + "/records.isx"))
    let service = try LocalSearchService(paths: [directory])
    #expect(try service.ids("kept") == ["old"])
    // The next import cleans it up.
    _ = try IndexImporter(directory: directory).importRecords([["objectID": "new", "title": "fresh"]])
    #expect(!FileManager.default.fileExists(atPath: stale))
    try service.reload()
    #expect(try service.ids("fresh") == ["new"])
  }

  @Test("a corrupt, truncated or foreign file is an error naming the file, never a crash")
  func corruption() throws {
    for damage in ["flip", "truncate", "foreign"] {
      let directory = TestIndex.temporaryDirectory() + "/items"
      _ = try IndexImporter(directory: directory).importRecords((0..<50).map { ["title": .string("record \($0)")] })
      let generation = try IndexDirectory.liveGeneration(of: directory)
      let path = generation + "/text.isx"
      var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
      switch damage {
      case "flip": bytes[bytes.count / 2] ^= 0x40
      case "truncate": bytes = bytes.prefix(bytes.count - 9)
      default: bytes = Data("{\"not\": \"an index\"}".utf8)
      }
      try bytes.write(to: URL(fileURLWithPath: path))
      let error = #expect(throws: IndexFormatError.self) { _ = try LocalSearchService(paths: [directory]) }
      #expect(error?.path == path)
    }
  }

  @Test("a directory of index directories opens them all")
  func directoryOfIndexes() async throws {
    let root = TestIndex.temporaryDirectory()
    _ = try IndexImporter(directory: root + "/alpha").importRecords([["title": "a"]])
    _ = try IndexImporter(directory: root + "/beta").importRecords([["title": "b"], ["title": "c"]])
    let service = try LocalSearchService(paths: [root])
    let names = try await service.listIndexes().map(\.name)
    #expect(names == ["alpha", "beta"])
    #expect(throws: IndexFormatError.self) { _ = try LocalSearchService(paths: [root + "/missing"]) }
  }

  @Test("the record codec round-trips every JSON shape")
  func codec() throws {
    let value: JSONValue = ["s": "é", "n": -3, "d": 0.25, "big": 1e300, "b": true, "z": nil, "a": [1, ["x": []]]]
    var bytes: [UInt8] = []
    RecordCodec.encode(value, into: &bytes)
    #expect(try bytes.withUnsafeBytes { try RecordCodec.decode($0) } == value)
    #expect(throws: RecordCodecError.self) { try bytes.dropLast().withUnsafeBytes { try RecordCodec.decode($0) } }
  }
}

@Suite("Checksums")
struct ChecksumTests {
  @Test("the checksum does not depend on how the input is split, and sees every byte")
  func chunking() {
    let bytes = (0..<1000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
    let whole = bytes.withUnsafeBytes { Checksum.of($0) }
    for split in [1, 7, 31, 32, 33, 500, 999] {
      let checksum = Checksum()
      bytes[..<split].withUnsafeBytes { checksum.update($0) }
      bytes[split...].withUnsafeBytes { checksum.update($0) }
      #expect(checksum.value == whole)
    }
    var flipped = bytes
    flipped[517] ^= 1
    #expect(flipped.withUnsafeBytes { Checksum.of($0) } != whole)
    #expect(bytes.prefix(999).withUnsafeBytes { Checksum.of($0) } != whole)
  }
}

@Suite("Term table")
struct TermTableTests {
  @Test("interning gives one stable id per distinct word, across table growth")
  func interning() {
    var table = TermTable()
    let words = (0..<100_000).map { "w\($0 % 70_000)é" }
    var ids: [String: UInt32] = [:]
    for word in words {
      let id = Array(word.utf8).withUnsafeBufferPointer { table.intern($0) }
      if let known = ids[word] { #expect(known == id) } else { ids[word] = id }
    }
    #expect(table.count == 70_000)
    #expect(String(decoding: table.bytes(Int(ids["w123é"]!)), as: UTF8.self) == "w123é")
  }
}
