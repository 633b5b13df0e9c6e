import Testing
import SearchModel
@testable import SearchEngine

/// `responseFields`: a search returns only the listed top-level fields among those Algolia lets
/// a list leave out; the others always come.
@Suite("responseFields: only the listed response fields")
struct ResponseFieldsTests {
  let service: LocalSearchService

  init() throws {
    var settings = IndexSettings(attributesForFaceting: ["brand"])
    settings.extra["renderingContent"] = ["facetOrdering": ["facets": ["order": ["brand"]]]]
    service = try TestIndex.service(
      [
        ["objectID": "1", "name": "red lamp", "brand": "Acme"],
        ["objectID": "2", "name": "blue lamp", "brand": "Lumo"],
      ], settings: settings)
  }

  func search(_ fields: JSONValue?, rankingInfo: Bool = false) throws -> JSONObject {
    var parameters = SearchParameters(query: "lamp", facets: ["brand"])
    parameters.extra["responseFields"] = fields
    if rankingInfo { parameters.getRankingInfo = true }
    let response = try service.run(parameters)
    guard case .object(let object) = try JSONValueEncoder().encode(response) else { return [:] }
    return object
  }

  static func withoutHits(_ response: SearchResponse) -> SearchResponse {
    var response = response
    response.carriesHits = false
    return response
  }

  @Test("without it, or with *, every field comes")
  func everything() throws {
    let all = try search(nil)
    #expect(all.keys.contains("hits") && all.keys.contains("facets") && all.keys.contains("params"))
    #expect(Array(try search(["*"]).keys) == Array(all.keys))
    #expect(Array(try search(["hits", "*"]).keys) == Array(all.keys))
  }

  @Test("a list keeps the listed fields and those it cannot leave out (renderingContent)")
  func listed() throws {
    let response = try search(["hits", "nbHits"])
    #expect(Array(response.keys) == ["hits", "nbHits", "renderingContent"])
    #expect(response["hits"]?.arrayValue?.count == 2)
    #expect(response["nbHits"] == 2)
  }

  @Test("without hits the response has no hits field; exhaustive brings its mirrors")
  func withoutHits() throws {
    let response = try search(["facets", "exhaustive", "query"])
    #expect(Array(response.keys) == ["facets", "exhaustiveFacetsCount", "exhaustiveNbHits", "query", "renderingContent"])
    #expect(response["facets"] == ["brand": ["Acme": 1, "Lumo": 1]])
  }

  @Test("an empty list leaves out every field it can")
  func empty() throws {
    #expect(Array(try search([]).keys) == ["renderingContent"])
  }

  @Test("getRankingInfo's fields stay, and so does _rankingInfo in the hits")
  func rankingInfo() throws {
    let response = try search(["hits"], rankingInfo: true)
    #expect(Array(response.keys) == ["hits", "serverUsed", "indexUsed", "parsedQuery", "renderingContent"])
    #expect(response["hits"]?[0]?["_rankingInfo"] != nil)
  }

  @Test("a comma-separated string is a list, as in the params string")
  func commaSeparated() throws {
    #expect(Array(try search("nbHits, page").keys) == ["nbHits", "page", "renderingContent"])
  }

  @Test("the index setting applies when the search does not say; the search parameter wins")
  func setting() throws {
    var settings = IndexSettings()
    settings.extra["responseFields"] = ["nbHits"]
    let shaped = try TestIndex.service([["objectID": "1", "name": "lamp"]], settings: settings)
    var parameters = SearchParameters(query: "lamp")
    #expect(try shaped.run(parameters) == Self.withoutHits(SearchResponse(nbHits: 1)))
    parameters.extra["responseFields"] = ["*"]
    #expect(try shaped.run(parameters).hits.count == 1)
  }

  @Test("multi-queries shape each result by its own parameters, index included")
  func multi() async throws {
    let queries = [
      MultiSearchQuery(indexName: "items", parameters: try SearchParameters(jsonObject: ["query": "lamp", "responseFields": ["index", "nbHits"]])),
      MultiSearchQuery(indexName: "items", parameters: SearchParameters(query: "lamp")),
    ]
    let results = try await service.multiSearch(queries, strategy: .none)
    guard case .hits(let first) = results[0], case .hits(let second) = results[1] else {
      Issue.record("expected two hits results")
      return
    }
    #expect(first == Self.withoutHits(SearchResponse(nbHits: 2, index: "items", extra: ["renderingContent": ["facetOrdering": ["facets": ["order": ["brand"]]]]])))
    #expect(second.hits.count == 2 && second.index == "items")
  }

  @Test("a name that is not a response field, or a value that is not a list, is Algolia's 400")
  func badValues() throws {
    #expect(throws: APIError(message: "Invalid value for \"responseFields\" parameter, unknown response field \"hitz\"", status: 400)) {
      _ = try search(["hits", "hitz"])
    }
    #expect(throws: APIError(message: "Invalid value for \"responseFields\" parameter, expected array of strings", status: 400)) {
      _ = try search(3)
    }
  }
}
