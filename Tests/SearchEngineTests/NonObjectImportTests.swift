import Foundation
import Testing
import SearchModel
@testable import SearchEngine

@Suite("Import: records that are not objects")
struct NonObjectImportTests {
  static let array = """
    [{"objectID": "a", "title": "lamp"},
     42,
     "a string",
     {"objectID": "b", "title": "desk"}]
    """

  @Test("--skip-invalid skips a number or string in the array, counts it and says where it is (from 1)")
  func skipped() throws {
    let root = TestIndex.temporaryDirectory()
    let path = root + "/records.json"
    try Self.array.write(toFile: path, atomically: true, encoding: .utf8)
    let report = try IndexImporter(directory: root + "/index", skipInvalid: true).importFiles([path])
    #expect(report.imported == 2 && report.skipped == 2)
    #expect(
      report.skippedErrors.map(\.description) == [
        "\(path): record 2, line 2, column 2: expected a JSON object, found a number 42",
        "\(path): record 3, line 3, column 2: expected a JSON object, found a string \"a string\"",
      ])
    let service = try LocalSearchService(paths: [root + "/index"])
    #expect(try service.run("index", SearchParameters(query: "desk")).hits.first?["objectID"] == "b")
  }

  @Test("without --skip-invalid the record fails the import with its position, and a first import leaves no directory")
  func refused() throws {
    let root = TestIndex.temporaryDirectory()
    let path = root + "/records.ndjson"
    try "{\"title\": \"lamp\"}\n\"oops\"\n".write(toFile: path, atomically: true, encoding: .utf8)
    #expect {
      _ = try IndexImporter(directory: root + "/index").importFiles([path])
    } throws: { error in
      "\(error)" == "\(path): record 2, line 2, column 1: expected a JSON object, found a string \"oops\""
        + " (use --skip-invalid to skip bad records)"
    }
    #expect(!FileManager.default.fileExists(atPath: root + "/index"))
  }
}
