import Testing
import SearchModel
@testable import SearchEngine

/// The typo and proximity knobs and the settings that stand for search defaults, on small records.
@Suite("Typo and proximity knobs: disableTypoToleranceOn*, allowTyposOnNumericTokens, minProximity; setting defaults")
struct TypoKnobTests {
  private static let records: [JSONValue] = [
    ["objectID": "1", "name": "phone", "tag": "x", "color": "Red"],
    ["objectID": "2", "name": "x", "tag": "phone", "color": "Blue"],
    ["objectID": "3", "name": "model 12345", "tag": "y", "color": "Black"],
  ]

  private func service(_ extra: JSONObject = [:]) throws -> LocalSearchService {
    try TestIndex.service(
      Self.records,
      settings: IndexSettings(searchableAttributes: ["name", "tag"], attributesForFaceting: ["searchable(color)"], extra: extra))
  }

  @Test("disableTypoToleranceOnAttributes: a typo matches only in the other attributes (setting or parameter)")
  func typoOnAttributes() throws {
    #expect(try service().ids("phine").sorted() == ["1", "2"])
    #expect(try service(["disableTypoToleranceOnAttributes": ["name"]]).ids("phine") == ["2"])
    let plain = try service()
    #expect(try plain.ids("phine") { $0.extra["disableTypoToleranceOnAttributes"] = ["tag"] } == ["1"])
    #expect(try plain.ids("phone") { $0.extra["disableTypoToleranceOnAttributes"] = ["name", "tag"] }.sorted() == ["1", "2"])
  }

  @Test("disableTypoToleranceOnWords: those query words match only as typed")
  func typoOnWords() throws {
    #expect(try service(["disableTypoToleranceOnWords": ["phine"]]).ids("phine") == [])
    #expect(try service(["disableTypoToleranceOnWords": ["other"]]).ids("phine").sorted() == ["1", "2"])
  }

  @Test("allowTyposOnNumericTokens false: no typo on a word of digits")
  func numericTokens() throws {
    let plain = try service()
    #expect(try plain.ids("12346") == ["3"])
    #expect(try plain.ids("12346") { $0.extra["allowTyposOnNumericTokens"] = false } == [])
    #expect(try service(["allowTyposOnNumericTokens": false]).ids("12346") == [])
  }

  @Test("minProximity: closer pairs count as that distance in proximityDistance")
  func minProximity() throws {
    let service = try TestIndex.service([
      ["objectID": "1", "name": "red big shoe"], ["objectID": "2", "name": "red shoe"],
    ])
    func distances(_ extra: JSONObject) throws -> [JSONValue?] {
      let response = try service.run(SearchParameters(query: "red shoe", getRankingInfo: true, extra: extra))
      return response.hits.sorted { ($0["objectID"]?.stringValue ?? "") < ($1["objectID"]?.stringValue ?? "") }
        .map { $0["_rankingInfo"]?["proximityDistance"] }
    }
    #expect(try distances([:]) == [2, 1])
    #expect(try distances(["minProximity": 2]) == [2, 2])
    #expect(throws: APIError.self) { _ = try distances(["minProximity": 9]) }
  }

  @Test("sortFacetValuesBy and maxFacetHits as index settings are the defaults of searches")
  func settingDefaults() async throws {
    let alpha = try service(["sortFacetValuesBy": "alpha"]).run(SearchParameters(facets: ["color"]))
    #expect(Array(alpha.facets?["color"]?.keys ?? []) == ["Black", "Blue", "Red"])
    let limited = try service(["maxFacetHits": 1])
    let facetHits = try await limited.searchForFacetValues(FacetSearchRequest(indexName: "items", facetName: "color", facetQuery: "b"))
    #expect(facetHits.facetHits.count == 1)
    let unlimited = try await service().searchForFacetValues(FacetSearchRequest(indexName: "items", facetName: "color", facetQuery: "b"))
    #expect(unlimited.facetHits.count == 2)
  }
}
