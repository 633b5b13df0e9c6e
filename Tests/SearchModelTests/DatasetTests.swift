import Foundation
import SearchModel
import Testing

/// Real public datasets from `/work/shared/datasets` (skipped when absent): the strict parser
/// and the record stream must read them, and agree with each other.
@Suite("Real datasets")
struct DatasetTests {
  static let root = "/work/shared/datasets"
  static let files = [
    "algolia-bestbuy-cellphones/ecommerce.json",
    "wikipedia-movie-data/movies-1990s.json",
    "wikipedia-movie-data/movies-2020s.json",
  ]

  static func load(_ file: String) -> [UInt8]? {
    FileManager.default.contents(atPath: "\(root)/\(file)").map { [UInt8]($0) }
  }

  @Test("the record stream (64 KB chunks) and the whole-document parser read the same records", arguments: files)
  func streamMatchesParser(file: String) throws {
    guard let bytes = Self.load(file) else { return }
    let whole = try JSONValue(parsing: bytes)
    var stream = JSONRecordStream()
    var records: [JSONRecord] = []
    var start = 0
    while start < bytes.count {
      let end = min(start + 65_536, bytes.count)
      records += try stream.feed(bytes[start..<end])
      start = end
    }
    records += try stream.finish()
    #expect(stream.format == .array)
    #expect(records.map { JSONValue.object($0.object) } == whole.arrayValue)
    if file.hasPrefix("algolia") { #expect(records.count == 3_291) }
  }

  @Test("compact output parses back to the same value", arguments: files)
  func compactRoundTrip(file: String) throws {
    guard let bytes = Self.load(file) else { return }
    let value = try JSONValue(parsing: bytes)
    #expect(try JSONValue(parsing: value.serializedBytes()) == value)
  }

  @Test("pretty output reproduces a 2-space-indented file byte for byte")
  func prettyReproducesFile() throws {
    guard var bytes = Self.load("wikipedia-movie-data/movies-1990s.json") else { return }
    while bytes.last == UInt8(ascii: "\n") { bytes.removeLast() }
    #expect(try JSONValue(parsing: bytes).serializedBytes(.pretty) == bytes)
  }
}
