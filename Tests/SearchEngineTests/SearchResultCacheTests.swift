import DemoData
import Foundation
import SearchModel
import Testing

@testable import SearchEngine

/// The next page of a search is answered from what the search found (`SearchResultCache`): the
/// answer must be the one a service that never saw the search gives, and a new import must never
/// be answered from the old one.
@Suite("Pages of a search already run: answered from its candidates, as if run whole")
struct SearchResultCacheTests {
  static func records() -> [JSONValue] {
    var generator = SplitMix64(seed: 9)
    let words = ["red", "blue", "shoe", "boot", "sock", "lace", "heel", "sole"]
    return (0..<1500).map { i in
      var object: JSONObject = ["objectID": .string("\(i)")]
      object["title"] = .string((0..<3).map { _ in words[Int(generator.next() % 8)] }.joined(separator: " "))
      object["brand"] = .string(["Acme", "Bolt", "Crest"][Int(generator.next() % 3)])
      object["group"] = .string("g\(generator.next() % 400)")
      object["price"] = .number(Double(generator.next() % 5000) / 100)
      object["popularity"] = .number(Double(generator.next() % 100))
      return .object(object)
    }
  }

  /// What a page says that the cache could get wrong (not the time it took).
  struct Page: Equatable {
    var ids: [String]
    var nbHits: Int?
    var nbPages: Int?
    var facets: String
    var params: String?

    init(_ response: SearchResponse) {
      ids = TestIndex.ids(response)
      nbHits = response.nbHits
      nbPages = response.nbPages
      facets = "\(response.facets.map { Array($0.map { ($0.key, Array($0.value)) }) } ?? []) \(response.facetsStats ?? [:])"
      params = response.params
    }
  }

  @Test("every page, with distinct, pins and hides, offsets and a longer page, equals a fresh service's")
  func pagesEqualFreshAnswers() throws {
    let rules = try RulesFile.parse(
      Array(
        #"""
        [{"objectID": "pin", "conditions": [{"pattern": "boot", "anchoring": "contains"}],
          "consequence": {"promote": [{"objectID": "7", "position": 3}], "hide": [{"objectID": "12"}]}}]
        """#.utf8), path: "rules.json")
    var settings = IndexSettings(
      searchableAttributes: ["title"], attributesForFaceting: ["brand", "price"], customRanking: ["desc(popularity)"])
    settings.attributeForDistinct = "group"
    let directory = TestIndex.temporaryDirectory() + "/items"
    _ = try IndexImporter(directory: directory, settings: settings, rules: rules).importRecords(Self.records())
    let cached = try LocalSearchService(paths: [directory])
    let variants: [(String, (inout SearchParameters) -> Void)] = [
      ("sho", { _ in }),
      ("boot", { _ in }),  // the rule pins one record and hides another
      ("red", { $0.distinct = .bool(true) }),
      ("", { $0.filters = "price < 30" }),
    ]
    for (query, configure) in variants {
      let requests: [(inout SearchParameters) -> Void] = [
        { $0.page = 0 }, { $0.page = 1 }, { $0.page = 3 },
        { $0.hitsPerPage = 50; $0.page = 1 },  // more of the order than any page before
        { $0.offset = 5; $0.length = 12 }, { $0.page = 0 },
      ]
      for (n, request) in requests.enumerated() {
        var parameters = SearchParameters(query: query, facets: ["brand", "price"])
        configure(&parameters)
        request(&parameters)
        let fresh = try LocalSearchService(paths: [directory])
        let expected = Page(try fresh.run(parameters))
        #expect(Page(try cached.run(parameters)) == expected, "'\(query)' request \(n)")
      }
    }
  }

  @Test("a re-import is searched, not answered from the previous index's search")
  func reimportIsNotStale() throws {
    let directory = TestIndex.temporaryDirectory() + "/items"
    let settings = IndexSettings(searchableAttributes: ["title"], attributesForFaceting: ["brand"])
    _ = try IndexImporter(directory: directory, settings: settings).importRecords(Self.records())
    let service = try LocalSearchService(paths: [directory])
    let before = try service.run(SearchParameters(query: "shoe", facets: ["brand"]))
    #expect((before.nbHits ?? 0) > 20)
    _ = try IndexImporter(directory: directory, settings: settings).importRecords([
      ["objectID": "only", "title": "shoe", "brand": "Zed"]
    ])
    try service.reload()
    var next = SearchParameters(query: "shoe", facets: ["brand"])
    next.page = 1
    let after = try service.run(next)
    #expect(after.nbHits == 1)
    #expect(after.facets?["brand"] == ["Zed": 1])
  }
}
