import DemoData
import Foundation
import SearchModel
import Testing

@testable import SearchEngine

/// A search whose page fills with records matched with the fewest typos marks only those
/// (`typoTierCandidates`) and counts the others: the answer must be the one marking and ranking
/// every record gives, hits, order, ranking figures, counts and facets.
@Suite("Pages from the records with the fewest typos")
struct TypoTierTests {
  /// 9,000 records drawing from few words, many a typo away from another (`case` from `care`
  /// and `cast`, `phones` from `phone`, `your` from `you`), `accessories` to be misspelled, words
  /// that join (`phonecase`) and split (`smartphone`), `casts` in one record of 90 (fewer than a
  /// page of 200 without a typo), a custom ranking of many ties and a faceted brand.
  static func service(settings: IndexSettings? = nil) throws -> LocalSearchService {
    var generator = SplitMix64(seed: 23)
    let words = [
      "case", "care", "cast", "cases", "phone", "phones", "for", "form", "format", "your", "you", "accessories",
      "black", "the", "smart", "smartphone", "phonecase",
    ]
    func pick() -> String { words[Int(generator.next() % UInt64(words.count))] }
    func text(_ count: UInt64) -> String { (0..<Int(count)).map { _ in pick() }.joined(separator: " ") }
    let records: [JSONValue] = (0..<9000).map { i in
      [
        "objectID": .string("\(i)"),
        "title": .string("w\(generator.next() % 500) " + text(1 + generator.next() % 5)),
        "brand": .string(["Sony", "Canon", "Case Logic", "Samsung"][i % 4]),
        "body": .string(text(4 + generator.next() % 16) + (i % 90 == 0 ? " casts" : "")),
        "rank": .number(Double(generator.next() % 20)),
      ]
    }
    return try TestIndex.service(
      records,
      settings: settings
        ?? IndexSettings(
          searchableAttributes: ["title", "brand", "unordered(body)"], attributesForFaceting: ["brand"],
          customRanking: ["desc(rank)"], attributeForDistinct: "brand"))
  }

  /// Asks `parameters` both ways and expects the same answer.
  static func expectSameAnswers(
    _ service: LocalSearchService, _ parameters: SearchParameters, _ variant: String = "",
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let answered = try service.run("items", parameters)
    let reference = try service.runMarkingEveryMatch("items", parameters)
    let label = "\(parameters.query ?? "") page \(parameters.page ?? 0) of \(parameters.hitsPerPage ?? 20) \(variant)"
    #expect(TestIndex.ids(answered) == TestIndex.ids(reference), "\(label)", sourceLocation: sourceLocation)
    #expect(TestIndex.comparable(answered) == TestIndex.comparable(reference), "\(label)", sourceLocation: sourceLocation)
  }

  /// Whether `typoTierCandidates` answers `parameters` for a page of `need`.
  static func servedByTier(_ service: LocalSearchService, _ parameters: SearchParameters, need: Int = 20) throws -> Bool {
    let view = try service.indexView("items")
    var resolved = try ResolvedParameters(parameters, view: view)
    return try SearchExecutor(view: view).typoTierCandidates(&resolved, need: need) != nil
  }

  static let queries = [
    "case for", "for case", "phone case", "phones case", "your case", "acessories your", "smart phone", "smartphone",
    "phones", "case fo", "black phones", "casts for", "casts",
  ]

  @Test("the tier answers queries whose words are a typo away from common words")
  func tierServes() throws {
    let service = try Self.service()
    for query in ["case for", "phone case", "your case", "acessories your", "phones", "case fo"] {
      #expect(try Self.servedByTier(service, SearchParameters(query: query)), "\(query)")
    }
    // Misspelled: its fewest typos are one, and the tier is the records with one.
    let view = try service.indexView("items")
    var resolved = try ResolvedParameters(SearchParameters(query: "acessories your"), view: view)
    let found = try #require(try SearchExecutor(view: view).typoTierCandidates(&resolved, need: 20))
    #expect(found.matches.count < found.all.count)
    let n = found.matches.count
    #expect((0..<n).allSatisfy { found.matches.codes[$0] >> 1 == 1 && found.matches.codes[n + $0] >> 1 == 0 })
  }

  @Test("the tier stays out of searches it cannot answer exactly")
  func tierRefuses() throws {
    let service = try Self.service()
    func refused(_ configure: (inout SearchParameters) -> Void) throws -> Bool {
      var parameters = SearchParameters(query: "case for")
      configure(&parameters)
      return try !Self.servedByTier(service, parameters)
    }
    #expect(try refused { $0.typoTolerance = .min })
    #expect(try refused { $0.typoTolerance = .strict })
    #expect(try refused { $0.typoTolerance = .false })
    #expect(try refused { $0.extra["optionalWords"] = .array([.string("for")]) })
    #expect(try refused { $0.distinct = .bool(true) })
    #expect(try refused {
      $0.query = "\"case for\""
      $0.extra["advancedSyntax"] = .bool(true)
    })
    // Fewer records without a typo than the page needs.
    #expect(try refused { $0.filters = "brand:Nikon" })
    // No word with terms a typo away.
    #expect(try !Self.servedByTier(service, SearchParameters(query: "the black")))
    // A ranking that puts the custom ranking first.
    let customFirst = try Self.service(
      settings: IndexSettings(
        searchableAttributes: ["title", "brand", "unordered(body)"], attributesForFaceting: ["brand"],
        customRanking: ["desc(rank)"], ranking: ["custom", "typo", "geo", "words", "filters", "proximity", "attribute", "exact"]))
    #expect(try !Self.servedByTier(customFirst, SearchParameters(query: "case for")))
  }

  @Test("the tier is taken where leaving terms out saves more marks than counting costs (bestbuy-1m's figures)")
  func tierRepaysCounting() {
    let records = 1_000_000
    // `apple iphone`: `apple`, the word the matcher starts from, is left with one term.
    #expect(
      SearchExecutor.tierRepaysCounting(
        fullCounts: [590_792, 666_765], tierCounts: [563_027, 666_765], leftWhole: [true, false], recordCount: records))
    // `case for`: `case`'s neighbours left out, the later word of two in most records.
    #expect(
      SearchExecutor.tierRepaysCounting(
        fullCounts: [1_370_464, 956_576], tierCounts: [779_574, 956_576], leftWhole: [true, false], recordCount: records))
    // `whhich protection`: the later word's neighbours, in the 41% of records `which` is in.
    #expect(
      !SearchExecutor.tierRepaysCounting(
        fullCounts: [409_144, 624_976], tierCounts: [409_144, 386_282], leftWhole: [false, false], recordCount: records))
    // `lte with`: 1,896 postings left out of 1.27 million.
    #expect(
      !SearchExecutor.tierRepaysCounting(
        fullCounts: [131_838, 1_139_514], tierCounts: [131_838, 1_137_618], leftWhole: [false, false],
        recordCount: records))
  }

  @Test("pages, ranking figures, counts and facets are those of ranking every record", arguments: Self.queries)
  func sameAnswers(query: String) throws {
    let service = try Self.service()
    for (page, hitsPerPage) in [(0, 20), (1, 20), (3, 7), (0, 200), (2, 500)] {
      var parameters = SearchParameters(query: query, page: page, hitsPerPage: hitsPerPage)
      parameters.facets = ["brand"]
      parameters.getRankingInfo = true
      try Self.expectSameAnswers(service, parameters)
    }
  }

  @Test("with filters, restricted attributes, typo-free attributes and plurals, the answers are the same")
  func sameAnswersOtherParameters() throws {
    let service = try Self.service()
    let variants: [(String, (inout SearchParameters) -> Void)] = [
      ("filter", { $0.filters = "brand:Sony OR brand:Canon" }),
      ("restricted", { $0.restrictSearchableAttributes = ["title", "body"] }),
      ("typo-free title", { $0.extra["disableTypoToleranceOnAttributes"] = .array([.string("title")]) }),
      ("plurals", { $0.extra["ignorePlurals"] = .bool(true) }),
      ("exact words", { $0.extra["exactOnSingleWordQuery"] = .string("word") }),
    ]
    for (name, configure) in variants {
      for query in Self.queries {
        var parameters = SearchParameters(query: query, hitsPerPage: 100)
        parameters.facets = ["brand"]
        parameters.getRankingInfo = true
        configure(&parameters)
        try Self.expectSameAnswers(service, parameters, name)
      }
    }
  }
}
