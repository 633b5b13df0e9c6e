import DemoData
import Foundation
import SearchModel
import Testing

@testable import SearchEngine

@Suite("Posting lists: what the importer writes equals the records' words")
struct PostingListTests {
  /// Seeded records whose words repeat within a record, across fields and across array elements
  /// (single-word elements after multi-word ones, so a posting's positions arrive out of order).
  static func records(count: Int, seed: UInt64) -> [JSONValue] {
    var random = SplitMix64(seed: seed)
    let words = ["red", "blue", "green", "lamp", "desk", "chair", "oak", "steel", "café", "Øre", "x1", "2024"]
    func phrase(_ length: Int) -> String {
      (0..<length).map { _ in words[Int(random.next() % UInt64(words.count))] }.joined(separator: " ")
    }
    return (0..<count).map { i in
      var tags: [JSONValue] = []
      for _ in 0..<Int(random.next() % 4) {
        tags.append(.string(phrase(1 + Int(random.next() % 3))))
        tags.append(.string(phrase(1)))
      }
      return .object([
        "objectID": .string("r\(i)"), "title": .string(phrase(Int(random.next() % 6))),
        "tags": .array(tags), "body": .string(phrase(Int(random.next() % 12))),
      ])
    }
  }

  /// Per word: (record, positions in ascending order) computed straight from the records, and
  /// how many postings had their positions extracted out of order.
  static func expectedPostings(
    _ records: [JSONValue], fields: [String]
  ) -> (postings: [String: [(UInt32, [UInt32])]], unsorted: Int) {
    var result: [String: [(UInt32, [UInt32])]] = [:]
    var unsorted = 0
    let extractor = TextExtractor(paths: fields.map(AttributePath.init))
    for (doc, record) in records.enumerated() {
      guard case .object(let object) = record else { continue }
      var text = ExtractedText()
      extractor.extract(object, into: &text)
      var byWord: [String: [UInt32]] = [:]
      text.forEachWord(of: 0) { bytes, position in
        byWord[String(decoding: bytes, as: UTF8.self), default: []].append(position)
      }
      for (word, positions) in byWord {
        if positions != positions.sorted() { unsorted += 1 }
        result[word, default: []].append((UInt32(doc), positions.sorted()))
      }
    }
    return (result, unsorted)
  }

  @Test("a posting of dozens of positions out of order comes out sorted, as a posting of a few does")
  func longUnsortedPostings() throws {
    // One-word tags (their positions carry the single-word flag, so sort after the others) among
    // two-word ones: `red` has 20-60 positions a record, out of order.
    let records: [JSONValue] = (0..<40).map { i in
      let tags = (0..<(10 + i)).map { k -> JSONValue in .string(k % 2 == 0 ? "red" : "red oak") }
      return .object(["objectID": .string("r\(i)"), "tags": .array(tags), "body": .string("red desk red")])
    }
    let fields = ["tags", "body"]
    let directory = TestIndex.temporaryDirectory() + "/long"
    _ = try IndexImporter(directory: directory, settings: IndexSettings(searchableAttributes: fields))
      .importRecords(records)
    let snapshot = try IndexSnapshot(name: "long", directory: IndexDirectory.liveGeneration(of: directory))
    let (expected, unsorted) = Self.expectedPostings(records, fields: fields)
    #expect(unsorted >= 40)
    let term = try #require((0..<snapshot.dictionary.count).first { snapshot.dictionary.terms.string($0) == "red" })
    let positions = snapshot.postings.range(of: term).map { Array(snapshot.postings.positions(of: $0)) }
    #expect(positions == expected["red"]?.map(\.1))
    #expect(positions.contains { $0.count > 32 } && positions.contains { $0.count <= 32 })
  }

  @Test("every term's records and positions match a direct computation, in sorted term order")
  func postingsMatchTheRecords() throws {
    let fields = ["title", "tags", "body"]
    let records = Self.records(count: 600, seed: 42)
    let directory = TestIndex.temporaryDirectory() + "/items"
    _ = try IndexImporter(directory: directory, settings: IndexSettings(searchableAttributes: fields))
      .importRecords(records)
    let snapshot = try IndexSnapshot(name: "items", directory: IndexDirectory.liveGeneration(of: directory))
    let (expected, unsorted) = Self.expectedPostings(records, fields: fields)
    // The data must make the importer sort some postings' positions, or this spec proves less.
    #expect(unsorted > 0)

    let terms = (0..<snapshot.dictionary.count).map { snapshot.dictionary.terms.string($0) }
    #expect(terms == expected.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
    for (term, word) in terms.enumerated() {
      let postings = zip(snapshot.postings.docs(of: term), snapshot.postings.range(of: term)).map { doc, posting in
        (doc, Array(snapshot.postings.positions(of: posting)))
      }
      let wanted = expected[word] ?? []
      #expect(postings.map(\.0) == wanted.map(\.0), "records of \(word)")
      #expect(postings.map(\.1) == wanted.map(\.1), "positions of \(word)")
      let firsts = snapshot.postings.range(of: term).map { snapshot.postings.firstPosition(of: $0) }
      #expect(firsts == wanted.map { $0.1[0] & ~IndexLayout.singleWordFlag }, "first positions of \(word)")
    }
  }

  @Test("positions in fields 128 and later (the widest field numbers) read back the same")
  func highFieldPositions() throws {
    let fields = (0..<140).map { "a\($0)" }
    var object: JSONObject = [:]
    for (i, field) in fields.enumerated() { object[field] = .string(i >= 128 ? "deep\(i) shared" : "w\(i)") }
    let records: [JSONValue] = [.object(object), .object(["a130": "deep130"])]
    let directory = TestIndex.temporaryDirectory() + "/items"
    _ = try IndexImporter(directory: directory, settings: IndexSettings(searchableAttributes: fields))
      .importRecords(records)
    let snapshot = try IndexSnapshot(name: "items", directory: IndexDirectory.liveGeneration(of: directory))
    let (expected, _) = Self.expectedPostings(records, fields: fields)
    for term in 0..<snapshot.dictionary.count {
      let word = snapshot.dictionary.terms.string(term)
      let postings = zip(snapshot.postings.docs(of: term), snapshot.postings.range(of: term)).map { doc, posting in
        (doc, Array(snapshot.postings.positions(of: posting)))
      }
      #expect(postings.map(\.0) == (expected[word] ?? []).map(\.0), "records of \(word)")
      #expect(postings.map(\.1) == (expected[word] ?? []).map(\.1), "positions of \(word)")
    }
    let lists = (0..<snapshot.postings.count).filter { snapshot.postings.positionCount(of: $0) > 1 }.count
    #expect(lists >= 1)  // "shared" (several positions)
  }
}
