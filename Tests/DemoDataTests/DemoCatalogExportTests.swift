import Foundation
import SearchModel
import Testing

@testable import DemoData

@Suite("Demo catalogue export")
struct DemoCatalogExportTests {
  @Test("writes one parseable line per record, equal to the generated record")
  func writesNDJSON() throws {
    let path = NSTemporaryDirectory() + "demo-export-\(UUID().uuidString).ndjson"
    defer { try? FileManager.default.removeItem(atPath: path) }
    let records = DemoCatalog.records(count: 1_500)
    let written = try DemoCatalogExport.writeNDJSON(records, to: path)

    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    #expect(data.count == written)
    let lines = data.split(separator: UInt8(ascii: "\n"))
    #expect(lines.count == 1_500)
    for (line, record) in zip(lines, records) {
      let parsed = try JSONValue(parsing: Array(line))
      #expect(parsed == .object(record))
    }
  }

  @Test("an unwritable path is an error naming the file")
  func unwritablePath() {
    let path = "/nonexistent-\(UUID().uuidString)/products.ndjson"
    #expect {
      try DemoCatalogExport.writeNDJSON(DemoCatalog.records(count: 10), to: path)
    } throws: { error in
      (error as? DemoCatalogExport.Failure)?.description.contains(path) == true
    }
  }
}
