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

  /// `count` records imported, their snapshot, and its records file (every checksum verified),
  /// which holds a trained dictionary.
  static func trainedStore(_ count: Int) throws -> (records: [JSONValue], snapshot: IndexSnapshot, file: IndexFile) {
    let records = Self.records(count)
    let snapshot = try Self.open(records)
    let file = try IndexFile(
      path: snapshot.directory + "/" + IndexLayout.records, kind: IndexLayout.recordsKind, checksumLimit: .max)
    #expect(try file.raw("dict").count > 0)
    return (records, snapshot, file)
  }

  @Test("every record reads back as imported, across block boundaries, in any order", arguments: [1, 3, 4, 5, 15, 16, 17, 40, 5000])
  func roundTrip(count: Int) throws {
    let records = Self.records(count)
    let snapshot = try Self.open(records)
    for doc in (0..<count).reversed() {
      #expect(JSONValue.object(try snapshot.record(doc)) == records[doc], "record \(doc) of \(count)")
    }
  }

  @Test("a large import trains a dictionary and stores its records in under a third of their encoded size")
  func compressed() throws {
    let (records, _, file) = try Self.trainedStore(5000)
    var encoded: [UInt8] = []
    for record in records { RecordCodec.encode(record, into: &encoded) }
    let stored = try file.raw("blocks").count
    #expect(stored * 3 < encoded.count, "\(stored) of \(encoded.count) bytes")
  }

  @Test("the frames compressed with the trained dictionary leave its id out: the store names it once")
  func framesWithoutDictionaryID() throws {
    let (records, snapshot, file) = try Self.trainedStore(20_000)
    let blocks = try file.raw("blocks")
    let offsets = try file.array("blockOff", of: UInt32.self, count: 20_001)
    // A zstd frame: 4 magic bytes, then the frame header's descriptor, whose two low bits say how
    // many bytes of dictionary id follow (0: none). Every frame, the first and those after training.
    for frame in [0, 1, 16_383, 16_384, 19_999] {
      let start = Int(offsets[frame])
      #expect(blocks.loadUnaligned(fromByteOffset: start, as: UInt32.self) == 0xFD2F_B528, "frame \(frame)")
      #expect(blocks[start + 4] & 3 == 0, "frame \(frame) carries a dictionary id")
    }
    for doc in [0, 16_383, 16_384, 19_999] {
      #expect(JSONValue.object(try snapshot.record(doc)) == records[doc])
    }
  }

  /// Writes `records` into a records file at `path` with blocks of `blockSize`; without
  /// `storingBlockSize`, the file is rewritten without its `perBlock` section, as format 6 wrote it.
  static func writeStore(_ records: [JSONValue], blockSize: Int, storingBlockSize: Bool, at path: String) throws {
    let written = storingBlockSize ? path : path + ".full"
    let file = try IndexFileWriter(path: written, kind: IndexLayout.recordsKind)
    let writer = try RecordStoreWriter(file: file, path: written, blockSize: blockSize)
    for record in records {
      var encoded: [UInt8] = []
      RecordCodec.encode(record, into: &encoded)
      try encoded.withUnsafeBytes { try writer.add($0) }
    }
    try writer.finish()
    try file.finish()
    guard !storingBlockSize else { return }
    let full = try IndexFile(path: written, kind: IndexLayout.recordsKind, checksumLimit: .max)
    let copy = try IndexFileWriter(path: path, kind: IndexLayout.recordsKind)
    for entry in full.entries where entry.name != "perBlock" {
      try copy.beginSection(entry.name)
      try copy.write(entry.bytes)
      copy.endSection()
    }
    try copy.finish()
  }

  @Test(
    "a store reads with the block size it was written with; one without it (format 6) has blocks of 16",
    arguments: [(1, true), (4, true), (16, true), (7, true), (16, false)])
  func blockSizes(blockSize: Int, storingBlockSize: Bool) throws {
    let records = Self.records(5000)
    let path = TestIndex.temporaryDirectory() + "/records.isx"
    try Self.writeStore(records, blockSize: blockSize, storingBlockSize: storingBlockSize, at: path)
    let file = try IndexFile(path: path, kind: IndexLayout.recordsKind)
    #expect(file.entries.contains { $0.name == "perBlock" } == storingBlockSize)
    let store = try RecordStore(file: file, count: records.count)
    for doc in [0, 3, 4, 15, 16, 17, 4095, 4096, 4999] {
      let decoded = store.withRecord(doc) { try? RecordCodec.decode($0) } ?? nil
      #expect(decoded == records[doc], "record \(doc), blocks of \(blockSize)")
    }
  }
}
