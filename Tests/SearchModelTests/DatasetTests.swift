import Foundation
import SearchModel
import Testing

/// `../shared/datasets` relative to the package root (found from this file, never by an absolute path).
private let datasetsRoot: String = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  .appendingPathComponent("shared/datasets").path

/// Real public datasets from `../shared/datasets` beside the package (skipped, visibly, when
/// absent): the strict parser and the record stream must read them, and agree with each other.
@Suite(
  "Real datasets",
  .enabled(
    if: FileManager.default.fileExists(atPath: datasetsRoot),
    "../shared/datasets is absent beside the package: the real datasets are not read")
)
struct DatasetTests {
  static let root = datasetsRoot
  static let files = [
    "algolia-bestbuy-cellphones/ecommerce.json",
    "wikipedia-movie-data/movies-1990s.json",
    "wikipedia-movie-data/movies-2020s.json",
  ]

  /// The file's bytes; a missing file fails the spec (the suite is skipped when the folder is absent).
  static func load(_ file: String) throws -> [UInt8] {
    guard let data = FileManager.default.contents(atPath: "\(root)/\(file)") else {
      throw DatasetMissing(path: "\(root)/\(file)")
    }
    return [UInt8](data)
  }

  struct DatasetMissing: Error, CustomStringConvertible {
    let path: String
    var description: String { "cannot read \(path)" }
  }

  @Test("the record stream (64 KB chunks) and the whole-document parser read the same records", arguments: files)
  func streamMatchesParser(file: String) throws {
    let bytes = try Self.load(file)
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
    let bytes = try Self.load(file)
    let value = try JSONValue(parsing: bytes)
    #expect(try JSONValue(parsing: value.serializedBytes()) == value)
  }

  @Test("pretty output reproduces a 2-space-indented file byte for byte")
  func prettyReproducesFile() throws {
    var bytes = try Self.load("wikipedia-movie-data/movies-1990s.json")
    while bytes.last == UInt8(ascii: "\n") { bytes.removeLast() }
    #expect(try JSONValue(parsing: bytes).serializedBytes(.pretty) == bytes)
  }
}
