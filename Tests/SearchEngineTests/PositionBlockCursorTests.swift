import DemoData
import SearchModel
import Testing

@testable import SearchEngine

/// `PositionBlockCursor` hands out the positions a posting's own location gives, whatever the
/// order postings are asked in: one term's postings in order (decoded a block at a time), several
/// terms' postings interleaved by record (a word matched by a typo or a prefix), and jumps back.
@Suite("Positions read a block at a time")
struct PositionBlockCursorTests {
  /// 3,000 records whose title and description repeat `red`, `reds` and `bed` at random places
  /// (from one to a dozen positions a posting, in two attributes), so that each term has blocks of
  /// postings with and without other positions.
  static let index: IndexSnapshot = {
    var generator = SplitMix64(seed: 31)
    let words = ["red", "reds", "bed", "lamp", "a", "the", "shoe"]
    func text(_ count: Int) -> String {
      (0..<count).map { _ in words[Int(generator.next() % UInt64(words.count))] }.joined(separator: " ")
    }
    let records: [JSONValue] = (0..<3000).map { i in
      .object([
        "objectID": .string("\(i)"), "title": .string(text(1 + Int(generator.next() % 4))),
        "description": .string(text(Int(generator.next() % 40))),
      ])
    }
    let directory = TestIndex.temporaryDirectory() + "/items"
    _ = try! IndexImporter(directory: directory, settings: IndexSettings(searchableAttributes: ["title", "description"]))
      .importRecords(records)
    return try! IndexSnapshot(name: "items", directory: IndexDirectory.liveGeneration(of: directory))
  }()

  /// The postings of `word`'s term, by record.
  private func postings(of word: String) throws -> [UInt32: Int] {
    let snapshot = Self.index
    let term = try #require(snapshot.dictionary.find(Array(word.utf8)))
    var byRecord: [UInt32: Int] = [:]
    snapshot.postings.forEachPosting(of: term) { posting, doc in byRecord[doc] = posting }
    return byRecord
  }

  /// Asks `cursor` for each of `asked` in turn and compares with the posting's location.
  private func expectSamePositions(_ asked: [Int], _ label: String) {
    let postings = Self.index.postings
    let cursor = PositionBlockCursor(postings: postings)
    var mismatches = 0
    for posting in asked {
      let read = cursor.positions(of: posting)
      let location = postings.positionLocation(of: posting)
      let expected = (0..<location.count).map { location.fieldAndWord($0) }
      let got = [read.first] + (0..<read.count).map { read.others[$0] }
      if got != expected { mismatches += 1 }
    }
    #expect(mismatches == 0, "\(label): \(mismatches) of \(asked.count) postings")
  }

  @Test("one term's postings in record order")
  func oneTermInOrder() throws {
    let red = try postings(of: "red")
    #expect(red.count > 1000)
    expectSamePositions(red.sorted { $0.key < $1.key }.map(\.value), "red")
  }

  @Test("two and three terms interleaved by record, each record's posting taken from its first term that has one")
  func termsInterleaved() throws {
    let (red, reds, bed) = (try postings(of: "red"), try postings(of: "reds"), try postings(of: "bed"))
    for (label, terms) in [("red+reds", [red, reds]), ("bed+red", [bed, red]), ("reds+bed+red", [reds, bed, red])] {
      let records = Set(terms.flatMap(\.keys)).sorted()
      let asked = records.map { doc in terms.lazy.compactMap { $0[doc] }.first! }
      // Every term hands out postings, one after the other.
      #expect(terms.allSatisfy { term in asked.contains { term.values.contains($0) } }, "\(label)")
      expectSamePositions(asked, label)
    }
  }

  @Test("postings asked backwards and at random")
  func backwardsAndAtRandom() throws {
    let all = try postings(of: "red").values.sorted() + postings(of: "bed").values.sorted()
    expectSamePositions(all.reversed(), "backwards")
    var generator = SplitMix64(seed: 8)
    expectSamePositions((0..<3000).map { _ in all[Int(generator.next() % UInt64(all.count))] }, "at random")
  }
}
