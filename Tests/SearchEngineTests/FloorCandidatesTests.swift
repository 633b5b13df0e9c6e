import DemoData
import Foundation
import SearchModel
import Testing

@testable import SearchEngine

/// A one-word query over many records finds its page through the attribute floors of the position
/// blocks (`FloorCandidates`) instead of ranking every record it matches: the answer must be the
/// one marking and ranking every record gives, hits, order, ranking figures, counts and facets.
@Suite("One-word pages through the attribute floors")
struct FloorCandidatesTests {
  static let searchable = ["title", "brand", "unordered(body)"]

  /// 9,000 records whose titles and bodies draw from few words (`case` and its prefixes `cases`,
  /// `casey`, `cable` of the same letters, typos of it such as `cafe`, `propad` that splits into
  /// `pro pad`), at varied positions (rarely early in a title), most titles opening with `acme` (a
  /// whole brand in one record of 50), `witty` in five bodies (`witt` finds five records without a
  /// typo, then those of `with`), misspelled as `phome`, `witg`, `acne`, with a
  /// custom ranking of many ties and a faceted brand.
  static func service() throws -> LocalSearchService {
    var generator = SplitMix64(seed: 16)
    let words = ["case", "cases", "casey", "cafe", "cable", "phone", "pad", "black", "with", "for", "the", "pro", "propad"]
    func pick() -> String { words[Int(generator.next() % UInt64(words.count))] }
    func text(_ count: UInt64) -> String { (0..<Int(count)).map { _ in pick() }.joined(separator: " ") }
    // Titles open with words of their own, so a common word early in a title is rare, as the
    // floors need (a catalogue's names start with brands and models), except in one record of 300.
    func title() -> String {
      // 30 words in half the records, 27 in a quarter, ... 3 in one of 512.
      let length = 30 - 3 * min(9, generator.next().trailingZeroBitCount)
      let opening = (0..<length).map { _ in "w\(generator.next() % 2000)" }.joined(separator: " ")
      let early = generator.next() % 300 == 0 ? pick() + " " : ""
      // A brand opening most titles: its lowest floor is in nearly every block (read in custom order).
      let brand = generator.next() % 10 < 7 ? "acme " : ""
      return brand + early + opening + " " + text(1 + generator.next() % 8)
    }
    let records: [JSONValue] = (0..<9000).map { i in
      [
        "objectID": .string("\(i)"), "title": .string(title()),
        "brand": .string(i % 50 == 0 ? "Acme" : ["Sony", "Canon", "Case Logic", "Samsung"][i % 4]),
        "body": .string(text(generator.next() % 12) + (i % 1800 == 0 ? " witty" : "")),
        "rank": .number(Double(generator.next() % 20)),
      ]
    }
    return try TestIndex.service(
      records,
      settings: IndexSettings(
        searchableAttributes: searchable, attributesForFaceting: ["brand"], customRanking: ["desc(rank)"]))
  }

  /// `query` answered as asked, and by marking and ranking every record it matches.
  static func bothWays(
    _ service: LocalSearchService, _ parameters: SearchParameters
  ) throws -> (floors: SearchResponse, marked: SearchResponse) {
    (try service.run("items", parameters), try service.runMarkingEveryMatch("items", parameters))
  }

  @Test("the floors answer the words of many records, and only them", arguments: ["cas", "with", "phone", "propad", "acme", "acm", "phome", "witg", "acne", "witt"])
  func floorsServeBroadWords(query: String) throws {
    let service = try Self.service()
    let view = try service.indexView("items")
    var resolved = try ResolvedParameters(SearchParameters(query: query), view: view)
    #expect(try SearchExecutor(view: view).floorCandidates(&resolved, need: 20) != nil)
    var filtered = try ResolvedParameters(SearchParameters(query: query, filters: "brand:Sony"), view: view)
    #expect(try SearchExecutor(view: view).floorCandidates(&filtered, need: 20) == nil)
    var twoWords = try ResolvedParameters(SearchParameters(query: "\(query) black"), view: view)
    #expect(try SearchExecutor(view: view).floorCandidates(&twoWords, need: 20) == nil)
  }

  @Test(
    "pages, ranking figures, counts and facets are those of ranking every record",
    arguments: [
      "case", "cas", "with", "phone", "cafe", "propad", "propa", "acme", "acm", "phome", "witg", "acne", "witt",
    ])
  func sameAnswers(query: String) throws {
    let service = try Self.service()
    for (page, hitsPerPage) in [(0, 20), (1, 20), (3, 7), (0, 200)] {
      var parameters = SearchParameters(query: query, page: page, hitsPerPage: hitsPerPage)
      parameters.facets = ["brand"]
      parameters.getRankingInfo = true
      let (floors, marked) = try Self.bothWays(service, parameters)
      #expect((floors.nbHits ?? 0) > 1000)
      #expect(TestIndex.ids(floors) == TestIndex.ids(marked), "\(query) page \(page) of \(hitsPerPage)")
      #expect(TestIndex.comparable(floors) == TestIndex.comparable(marked), "\(query) page \(page) of \(hitsPerPage)")
    }
  }

  /// 40,000 records whose body (unordered) holds `zap`, alone where `alone` says, after a word
  /// otherwise, and whose title opens with it where `opening` says.
  static func zapService(seed: UInt64, opening: (Int) -> Bool, alone: (Int) -> Bool) throws -> LocalSearchService {
    var generator = SplitMix64(seed: seed)
    let records: [JSONValue] = (0..<40_000).map { i in
      let title = (opening(i) ? "zap " : "") + (0..<3).map { _ in "w\(generator.next() % 3000)" }.joined(separator: " ")
      return [
        "objectID": .string("\(i)"), "title": .string(title), "brand": .string(["Sony", "Canon"][i % 2]),
        "body": .string(alone(i) ? "zap" : "w\(generator.next() % 3000) zap"),
        "rank": .number(Double(generator.next() % 50)),
      ]
    }
    return try TestIndex.service(
      records,
      settings: IndexSettings(
        searchableAttributes: searchable, attributesForFaceting: ["brand"], customRanking: ["desc(rank)"]))
  }

  @Test("a word whose lowest floor holds a fifth of its postings gets its page through the floors")
  func lowestFloorInAFifth() throws {
    // Past an eighth of a word's postings the floors used to give up and every posting was
    // marked (`prtoect` on bestbuy-1m: 1,027 of 7,563 blocks at its lowest floor, 24 ms instead
    // of 13).
    // The title opens with `zap` in the first 8,000 records: the word's lowest floor (a title's
    // first word) is in 63 of its 313 blocks, a fifth of its postings (and over the 4,096 read at
    // least).
    let service = try Self.zapService(seed: 29, opening: { $0 < 8000 }, alone: { _ in false })
    let view = try service.indexView("items")
    var resolved = try ResolvedParameters(SearchParameters(query: "zap"), view: view)
    #expect(try SearchExecutor(view: view).floorCandidates(&resolved, need: 20) != nil)
    for (page, hitsPerPage) in [(0, 20), (2, 30)] {
      var parameters = SearchParameters(query: "zap", page: page, hitsPerPage: hitsPerPage)
      parameters.facets = ["brand"]
      parameters.getRankingInfo = true
      let (floors, marked) = try Self.bothWays(service, parameters)
      #expect(floors.nbHits == 40_000)
      #expect(TestIndex.ids(floors) == TestIndex.ids(marked), "page \(page) of \(hitsPerPage)")
      #expect(TestIndex.comparable(floors) == TestIndex.comparable(marked), "page \(page) of \(hitsPerPage)")
    }
  }

  @Test("a page that the floors below an unordered attribute do not fill takes its rest at that attribute in custom order")
  func restAtAnUnorderedFloor() throws {
    // The floors used to read the body's blocks until past their budget, then mark every posting
    // (`dmage`, `protects`, `smooth` on bestbuy-1m).
    // The title opens with `zap` in 5 records only: the page is those 5, then records at the
    // body's one key, whose floor is in nearly every block; `zap` alone in one body of 997.
    let service = try Self.zapService(seed: 31, opening: { $0 % 8000 == 17 }, alone: { $0 % 997 == 0 })
    let view = try service.indexView("items")
    var resolved = try ResolvedParameters(SearchParameters(query: "zap"), view: view)
    #expect(try SearchExecutor(view: view).floorCandidates(&resolved, need: 20) != nil)
    for (page, hitsPerPage, exact) in [(0, 20, "attribute"), (1, 30, "attribute"), (0, 20, "word"), (0, 20, "none")] {
      var parameters = SearchParameters(query: "zap", page: page, hitsPerPage: hitsPerPage)
      parameters.facets = ["brand"]
      parameters.getRankingInfo = true
      parameters.extra["exactOnSingleWordQuery"] = .string(exact)
      let (floors, marked) = try Self.bothWays(service, parameters)
      #expect(floors.nbHits == 40_000)
      #expect(TestIndex.ids(floors) == TestIndex.ids(marked), "page \(page) of \(hitsPerPage), \(exact)")
      #expect(TestIndex.comparable(floors) == TestIndex.comparable(marked), "page \(page) of \(hitsPerPage), \(exact)")
    }
  }

  @Test("without the custom ranking and with exact words, the ties still fall the same way")
  func sameAnswersOtherSettings() throws {
    let service = try Self.service()
    for query in ["case", "cas", "with", "acme", "acne", "witg"] {
      var parameters = SearchParameters(query: query, hitsPerPage: 50)
      parameters.extra["exactOnSingleWordQuery"] = .string("word")
      parameters.extra["ignorePlurals"] = .bool(true)
      let (floors, marked) = try Self.bothWays(service, parameters)
      #expect(TestIndex.ids(floors) == TestIndex.ids(marked), "\(query)")
      #expect(floors.nbHits == marked.nbHits)
    }
  }
}
