import DemoData
import Foundation
import SearchModel
import Testing

@testable import SearchEngine

/// A query of two frequent words reads its candidates' proximity from the near-pair lists
/// (`NearPairs`, made at import by `NearPairCollector`) when its page fills within three words:
/// the lists must hold exactly what the positions say, and the pages must be those the positions
/// give.
@Suite("Near-pair lists of frequent words")
struct NearPairTests {
  static let words = ["red", "blue", "shoe", "boot", "sock", "lace", "wool", "heel", "sole", "toe", "reds", "boots"]
  static let settings = IndexSettings(
    searchableAttributes: ["title", "tags", "unordered(body)"], customRanking: ["desc(rank)"])

  /// Records of a few words at every distance, in ordered and unordered attributes, with tags of
  /// one word (positions flagged single-word) and of several, words repeated; imported with lists
  /// for every pair of words (`lists`) or with none.
  static func service(lists: Bool, records count: Int = 3000) throws -> LocalSearchService {
    var generator = SplitMix64(seed: 31)
    func pick() -> String { words[Int(generator.next() % UInt64(words.count))] }
    func text(_ count: UInt64) -> String { (0..<Int(count)).map { _ in pick() }.joined(separator: " ") }
    let records: [JSONValue] = (0..<count).map { i in
      let tags: [JSONValue] = (0..<Int(generator.next() % 4)).map { _ in .string(text(1 + generator.next() % 2)) }
      return [
        "objectID": .string("\(i)"), "title": .string(text(1 + generator.next() % 5)), "tags": .array(tags),
        "body": .string(text(generator.next() % 14)), "rank": .number(Double(generator.next() % 100)),
      ]
    }
    let directory = TestIndex.temporaryDirectory() + "/items"
    var importer = IndexImporter(directory: directory, settings: settings)
    importer.nearPairs =
      lists
      ? NearPairCollector.Settings(sampleRecords: 100, minShare: 0.05, maxTerms: 64, minPairShare: 0.01)
      : NearPairCollector.Settings(maxTerms: 0)
    _ = try importer.importRecords(records)
    return try LocalSearchService(paths: [directory])
  }

  /// Per record, the posting of `term` in it.
  static func postingsByRecord(_ term: Int, _ postings: Postings) -> [UInt32: Int] {
    var result: [UInt32: Int] = [:]
    postings.forEachPosting(of: term) { p, doc in result[doc] = p }
    return result
  }

  @Test("a pair's lists hold exactly the records where the ranker's merge finds the words within three, each at its distance")
  func listsMatchThePositions() throws {
    let snapshot = try Self.service(lists: true).indexView("items").snapshot
    let near = snapshot.nearPairs
    #expect(near.terms.count == Self.words.count)
    #expect(near.count > 100)
    let postings = snapshot.postings
    var checked = 0
    for a in 0..<near.terms.count {
      let first = Self.postingsByRecord(Int(near.terms[a]), postings)
      for b in (a + 1)..<near.terms.count where near.isListed(a, b) {
        let second = Self.postingsByRecord(Int(near.terms[b]), postings)
        var listed: [UInt32: Int] = [:]
        for d in 1...NearPairs.maxDistance {
          guard let list = near.list(a, b, distance: d) else { continue }
          #expect(near.verify(list))
          near.forEach(in: list) { doc in
            #expect(listed[doc] == nil, "record \(doc) in two lists of one pair")
            listed[doc] = d
          }
        }
        for (doc, p) in first {
          guard let q = second[doc] else {
            #expect(listed[doc] == nil)
            continue
          }
          let d = Ranker.distance(postings.positionLocation(of: p), postings.positionLocation(of: q))
          #expect(listed[doc] == (d <= NearPairs.maxDistance ? d : nil), "pair \(a) \(b) record \(doc)")
          checked += 1
        }
      }
    }
    #expect(checked > 10_000)
    let directory = URL(fileURLWithPath: snapshot.directory).deletingLastPathComponent().path
    let report = IndexCheck.run(path: directory)
    #expect(report.problems.isEmpty)
    #expect(report.lines.contains { $0.contains(", \(near.count) near-pair lists: every table is in bounds") })
  }

  @Test("the proximity pass of two listed words gives each candidate's proximity as its positions do")
  func proximitiesMatchThePositions() throws {
    let snapshot = try Self.service(lists: true).indexView("items").snapshot
    for (query, minProximity) in [("red shoe", 1), ("boot boots", 1), ("lace wool", 2), ("sole to", 1), ("bleu sock", 1)] {
      let plan = QueryPlan(query, options: QueryOptions())
      let termMatches = plan.words.map { TermMatcher.matches(for: $0, in: snapshot.dictionary) }
      let matches = PlanMatcher.match(
        plan: plan, termMatches: termMatches, snapshot: snapshot, filter: nil, gate: FieldGate())
      #expect(matches.count > 300, "\(query)")
      let ranker = Ranker(
        snapshot: snapshot, settings: snapshot.settings, matches: matches, words: plan.words, geo: nil, filterScores: nil,
        exactOnSingleWord: "attribute", minProximity: minProximity)
      var values = [UInt16](repeating: 0, count: matches.count)
      let pool = (0..<UInt32(matches.count)).map { $0 }
      let served = ranker.withContext { context in
        ranker.nearProximities(pool: pool, values: &values, need: 20, context: context, limit: 255)
      }
      let (counts, close) = try #require(served, "\(query): not served from the lists")
      let listed = Set(close.map(Int.init))
      #expect(close == close.sorted())
      ranker.withContext { context in
        for j in pool.indices {
          let exact = context.proximity(j)
          if exact <= NearPairs.maxDistance {
            #expect(listed.contains(j) && Int(values[j]) == exact, "\(query) candidate \(j)")
          } else {
            #expect(!listed.contains(j), "\(query) candidate \(j)")
          }
        }
      }
      #expect(counts.reduce(0, +) == UInt32(matches.count))
    }
  }

  @Test("two-word pages, their ranking figures and counts are those of an index without lists")
  func pagesMatchAnIndexWithout() throws {
    let with = try Self.service(lists: true)
    let without = try Self.service(lists: false)
    #expect(try with.indexView("items").snapshot.nearPairs.count > 0)
    #expect(try without.indexView("items").snapshot.nearPairs.count == 0)
    let queries = ["red shoe", "shoe red", "boot boots", "lace wool", "sole to", "bleu sock", "heel toe", "red sh", "wool"]
    for query in queries {
      for (page, minProximity) in [(0, 1), (1, 1), (0, 2), (3, 1)] {
        var parameters = SearchParameters(query: query, page: page, hitsPerPage: 20)
        parameters.getRankingInfo = true
        parameters.extra["minProximity"] = .number(Double(minProximity))
        let (a, b) = (try with.run(parameters), try without.run(parameters))
        #expect(a.nbHits == b.nbHits, "\(query) page \(page)")
        #expect(TestIndex.ids(a) == TestIndex.ids(b), "\(query) page \(page) minProximity \(minProximity)")
        #expect(a.hits.map { $0["_rankingInfo"] } == b.hits.map { $0["_rankingInfo"] }, "\(query) page \(page)")
      }
    }
  }

  @Test("the words are chosen from the first records: those in enough of them, pairs together in enough of them")
  func choice() throws {
    // `common` is in every record, `often` in half, `rare` in one, `late` only after the sample.
    let records: [JSONValue] = (0..<400).map { i in
      var title = "common"
      if i % 2 == 0 { title += " often" }
      if i == 7 { title += " rare" }
      if i >= 200 { title += " late" }
      return ["objectID": .string("\(i)"), "title": .string(title)]
    }
    let directory = TestIndex.temporaryDirectory() + "/items"
    var importer = IndexImporter(directory: directory, settings: IndexSettings(searchableAttributes: ["title"]))
    importer.nearPairs = NearPairCollector.Settings(sampleRecords: 100, minShare: 0.3, maxTerms: 8, minPairShare: 0.3)
    _ = try importer.importRecords(records)
    let snapshot = try LocalSearchService(paths: [directory]).indexView("items").snapshot
    let near = snapshot.nearPairs
    let chosen = near.terms.map { snapshot.dictionary.terms.string(Int($0)) }
    #expect(chosen == ["common", "often"])
    let list = try #require(near.list(0, 1, distance: 1))
    var docs: [UInt32] = []
    near.forEach(in: list) { docs.append($0) }
    #expect(docs == (0..<400).filter { $0 % 2 == 0 }.map(UInt32.init))
  }

  @Test("damaged lists: a table that does not fit is refused at open, bad record bytes by check while searches still answer")
  func damaged() throws {
    let service = try Self.service(lists: true)
    let snapshot = try service.indexView("items").snapshot
    let directory = URL(fileURLWithPath: snapshot.directory).deletingLastPathComponent().path
    let expected = try service.run(SearchParameters(query: "red shoe", hitsPerPage: 20))
    // A list naming a word that is not covered.
    try CorruptIndexTests.edit(snapshot.directory, "text.isx") { bytes in
      let table = IndexFileSurgery.section(named: "nearList", in: bytes)!
      IndexFileSurgery.store(&bytes, table.lowerBound + 4, UInt32(1000))
      IndexFileSurgery.repairChecksums(&bytes)
    }
    #expect(throws: (any Error).self) { _ = try LocalSearchService(paths: [directory]).run(SearchParameters(query: "red")) }
    let refused = IndexCheck.run(path: directory)
    #expect(refused.problems.contains { "\($0)".contains("inconsistent near-pair lists") }, "\(refused.problems)")

    // Every list's record bytes overwritten: the table fits, the bytes do not.
    let second = try Self.service(lists: true)
    let other = try second.indexView("items").snapshot
    let otherDirectory = URL(fileURLWithPath: other.directory).deletingLastPathComponent().path
    try CorruptIndexTests.edit(other.directory, "text.isx") { bytes in
      let docs = IndexFileSurgery.section(named: "nearDocs", in: bytes)!
      for offset in docs.dropLast(DocBlockCodec.padding) { bytes[offset] = 0xFF }
      IndexFileSurgery.repairChecksums(&bytes)
    }
    let reopened = try LocalSearchService(paths: [otherDirectory])
    let answered = try reopened.run(SearchParameters(query: "red shoe", hitsPerPage: 20))
    #expect(TestIndex.ids(answered) == TestIndex.ids(expected))
    #expect(throws: IndexFormatError.self) { try reopened.indexView("items").snapshot.verifyStructure() }
    #expect(!IndexCheck.run(path: otherDirectory).problems.isEmpty)
  }
}
