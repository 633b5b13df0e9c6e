import Foundation
import Testing
import SearchModel
@testable import SearchEngine

/// The compressed record store: every record comes back exactly as imported, whatever block it
/// fell in, with or without a trained dictionary, and the store is a fraction of the records' size.
@Suite("Record store")
struct RecordStoreTests {
  /// `count` product-like records sharing attribute names and vocabulary, as real catalogues do.
  static func records(_ count: Int) -> [JSONValue] {
    let brands = ["Acme", "Lux", "Nova", "Orbit"]
    return (0..<count).map { i in
      [
        "objectID": .string("p\(i)"), "name": .string("\(brands[i % 4]) phone model \(i * 7919 % 10007)"),
        "description": .string("A \(["red", "blue", "black"][i % 3]) phone with a \(i % 9 + 3) inch screen and a case"),
        "price": .number(Double(i % 500) + 0.99), "tags": .array([.string("phone"), .string("deal \(i % 5)")]),
      ]
    }
  }

  static func open(_ records: [JSONValue]) throws -> IndexSnapshot {
    let directory = TestIndex.temporaryDirectory() + "/items"
    _ = try IndexImporter(directory: directory, settings: IndexSettings()).importRecords(records)
    return try IndexSnapshot(name: "items", directory: try IndexDirectory.liveGeneration(of: directory))
  }

  @Test("every record reads back as imported, across block boundaries, in any order", arguments: [1, 15, 16, 17, 40, 5000])
  func roundTrip(count: Int) throws {
    let records = Self.records(count)
    let snapshot = try Self.open(records)
    for doc in (0..<count).reversed() {
      #expect(JSONValue.object(try snapshot.record(doc)) == records[doc], "record \(doc) of \(count)")
    }
  }

  @Test("a large import trains a dictionary and stores its records in under a third of their encoded size")
  func compressed() throws {
    let records = Self.records(5000)
    let snapshot = try Self.open(records)
    let file = try IndexFile(
      path: snapshot.directory + "/" + IndexLayout.records, kind: IndexLayout.recordsKind, checksumLimit: .max)
    #expect(try file.raw("dict").count > 0)
    var encoded: [UInt8] = []
    for record in records { RecordCodec.encode(record, into: &encoded) }
    let stored = try file.raw("blocks").count
    #expect(stored * 3 < encoded.count, "\(stored) of \(encoded.count) bytes")
  }
}
