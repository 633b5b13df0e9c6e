import Testing
import SearchModel
@testable import SearchEngine

/// `queryAfterRemoval`, the long-query rule of `optionalWords`, `attributeCriteriaComputedByMinProximity`
/// and `disableExactOnAttributes`, on small records: each spec fails without the feature.
@Suite("queryAfterRemoval, optionalWords on long queries, attributeCriteriaComputedByMinProximity, disableExactOnAttributes")
struct RelaxationRankingTests {
  private func search(_ service: LocalSearchService, _ object: JSONObject) throws -> SearchResponse {
    try service.run(SearchParameters(jsonObject: object))
  }

  @Test("queryAfterRemoval: the query as typed, removed words in <em>, with lastWords and firstWords only")
  func queryAfterRemoval() throws {
    let service = try TestIndex.service([
      ["objectID": "1", "name": "phone case"], ["objectID": "2", "name": "phone charger"],
    ])
    func after(_ query: String, _ removal: String) throws -> JSONValue? {
      try search(service, ["query": .string(query), "removeWordsIfNoResults": .string(removal)]).extra["queryAfterRemoval"]
    }
    #expect(try after("Phone ZZZZQQQ", "lastWords") == "Phone <em>ZZZZQQQ</em>")
    #expect(try after("phone zzzzqqq charger", "lastWords") == "phone <em>zzzzqqq</em> <em>charger</em>")
    #expect(try after("phone zzzzqqq charger", "firstWords") == "<em>phone</em> <em>zzzzqqq</em> charger")
    // Nothing removed: the query unchanged; other strategies: no field (Algolia returns it only for these two).
    #expect(try after("phone charger", "lastWords") == "phone charger")
    #expect(try after("phone zzzzqqq", "allOptional") == nil)
    #expect(try after("phone zzzzqqq", "none") == nil)
    #expect(try search(service, ["query": "phone zzzzqqq"]).extra["queryAfterRemoval"] == nil)
  }

  @Test("optionalWords: with 4+ optional words, each 1,000 records found raise the matched words needed")
  func longOptionalQuery() throws {
    var records: [JSONValue] = []
    for i in 0..<2500 {
      let name = i < 800 ? "alpha beta gamma" : i < 1500 ? "alpha beta" : "alpha"
      records.append(["objectID": .string("\(i)"), "name": .string(name)])
    }
    let service = try TestIndex.service(records)
    func hits(_ query: String, _ optional: [String]) throws -> Int {
      try search(service, ["query": .string(query), "optionalWords": .array(optional.map { .string($0) }), "hitsPerPage": 0])
        .nbHits ?? -1
    }
    let four = ["alpha", "beta", "gamma", "delta"]
    // 800 with 3 words and 200 with 2 make the first 1,000; then 2 words are needed: the other
    // 500 with 2 words stay, the 1,000 with one word go.
    #expect(try hits("alpha beta gamma delta", four) == 1500)
    // Fewer than four optional words: the rule does not apply.
    #expect(try hits("alpha beta gamma", four) == 2500)
    // Ten listed optional words: the count goes up by 10 / 5 = 2, so after 1,000 records 3 are needed.
    let ten = four + ["e1", "e2", "e3", "e4", "e5", "e6"]
    #expect(try hits("alpha beta gamma delta", ten) == 1000)
  }

  /// The hits of `query` on `service` and each one's `firstMatchedWord`, with `extra` parameters.
  private func rankedWithFirstMatchedWord(
    _ service: LocalSearchService, _ query: String, _ extra: JSONObject
  ) throws -> ([String], [JSONValue?]) {
    var object = extra
    object["query"] = .string(query)
    object["getRankingInfo"] = true
    let response = try search(service, object)
    return (TestIndex.ids(response), response.hits.map { $0["_rankingInfo"]?["firstMatchedWord"] })
  }

  @Test("attributeCriteriaComputedByMinProximity: the attribute where the words are closest counts")
  func attributeByProximity() throws {
    let service = try TestIndex.service(
      [
        ["objectID": "A", "title": "hat", "description": "red hat"],
        ["objectID": "B", "title": "red wool hat", "description": "warm"],
      ],
      settings: IndexSettings(
        searchableAttributes: ["title", "description"],
        ranking: ["typo", "geo", "words", "filters", "attribute", "proximity", "exact", "custom"]))
    func ranked(_ extra: JSONObject) throws -> ([String], [JSONValue?]) {
      try rankedWithFirstMatchedWord(service, "red hat", extra)
    }
    // By default A's best attribute is its title ("hat"), tied with B's; A's words are closer.
    #expect(try ranked([:]).0 == ["A", "B"])
    // By proximity A's attribute is its description (words side by side there), ranked after B's title.
    let (order, first) = try ranked(["attributeCriteriaComputedByMinProximity": true])
    #expect(order == ["B", "A"])
    #expect(first == [0, 1000])
  }

  @Test("proximity before attribute (the default ranking): the attribute the words are closest in counts, whatever the setting")
  func closestAttributeByDefault() throws {
    let service = try TestIndex.service(
      [
        ["objectID": "A", "title": "hat", "description": "red hat"],
        ["objectID": "B", "title": "lamp", "description": "red hat"],
        ["objectID": "C", "title": "red hat cover", "description": "wool"],
      ],
      settings: IndexSettings(searchableAttributes: ["title", "description"]))
    func ranked(_ extra: JSONObject) throws -> ([String], [JSONValue?]) {
      try rankedWithFirstMatchedWord(service, "red hat", extra)
    }
    // All three have the words side by side. A's best-ranked attribute is its title ("hat"), but
    // the words are side by side in its description: A ties with B there, after C's title.
    for extra: JSONObject in [[:], ["attributeCriteriaComputedByMinProximity": true], ["attributeCriteriaComputedByMinProximity": false]] {
      let (order, first) = try ranked(extra)
      #expect(order == ["C", "A", "B"], "\(extra)")
      #expect(first == [0, 1000, 1000], "\(extra)")
    }
  }

  @Test("disableExactOnAttributes: an exact match in those attributes does not count as exact")
  func disableExact() throws {
    let service = try TestIndex.service(
      [
        ["objectID": "1", "title": "shelf", "description": "hat"],
        ["objectID": "2", "title": "hats", "description": "shelf"],
      ],
      settings: IndexSettings(
        searchableAttributes: ["title", "description"],
        ranking: ["typo", "geo", "words", "filters", "exact", "attribute", "proximity", "custom"]))
    func ranked(_ extra: JSONObject) throws -> ([String], [JSONValue?]) {
      var object = extra
      object["query"] = "hat"
      object["getRankingInfo"] = true
      let response = try search(service, object)
      return (TestIndex.ids(response), response.hits.map { $0["_rankingInfo"]?["nbExactWords"] })
    }
    // "hat" is the whole description of 1 (exact), a prefix of 2's title: exact first.
    #expect(try ranked([:]) == (["1", "2"], [1, 0]))
    // Not counted in description: both inexact, and 2's title comes first by attribute.
    #expect(try ranked(["disableExactOnAttributes": ["description"]]) == (["2", "1"], [0, 0]))
    #expect(try ranked(["disableExactOnAttributes": ["title"]]) == (["1", "2"], [1, 0]))
  }
}
