import AlgoliaClient
import Foundation
import SearchEngine
import SearchModel
import SearchServer
import Testing
import TestSupport

/// The embedded engine served over HTTP answers exactly as it does in-process.
@Suite("Embedded engine over HTTP: same answers as in-process", .timeLimit(.minutes(1)))
struct EngineParityTests {
  /// The shared phone catalogue built in a temporary directory, removed by the caller.
  static func makeIndex() throws -> (service: LocalSearchService, directory: String) {
    let (directory, root) = try PhoneCatalog.makeIndex(label: "http-parity")
    return (try LocalSearchService(paths: [directory]), root)
  }

  /// Timing is the only thing allowed to differ between two runs of the same search.
  static func untimed(_ response: SearchResponse) -> SearchResponse {
    var response = response
    response.processingTimeMS = nil
    response.extra.removeValue(forKey: "processingTimingsMS")
    response.extra.removeValue(forKey: "serverTimeMS")
    return response
  }

  static func untimed(_ result: MultiSearchResult) -> MultiSearchResult {
    switch result {
    case .hits(let response):
      return .hits(untimed(response))
    case .facets(var response):
      response.processingTimeMS = nil
      return .facets(response)
    }
  }

  @Test("search, multi-query (both encodings), facet search, settings, object and browse match the engine")
  func parity() async throws {
    let (engine, root) = try Self.makeIndex()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try await withServer(engine) { server in
      let parameterSets = [
        SearchParameters(query: "iphone"),
        SearchParameters(query: "galxy", facets: ["brand", "price"], hitsPerPage: 2),
        SearchParameters(query: "", filters: "brand:Apple AND price > 700", attributesToRetrieve: ["name"]),
        SearchParameters(query: "apple", page: 1, hitsPerPage: 1, getRankingInfo: true),
      ]
      for encoding in [AlgoliaClient.MultiQueryEncoding.jsonParameters, .paramsString] {
        let client = makeClient(hosts: [server.baseURL], encoding: encoding)
        for parameters in parameterSets {
          let remote = try await client.search(index: "phones", parameters: parameters)
          let local = try await engine.search(index: "phones", parameters: parameters)
          #expect(Self.untimed(remote) == Self.untimed(local), "\(parameters)")
          #expect(parameters.query != "iphone" || remote.hits.count == 2)
        }
        let queries =
          parameterSets.map { MultiSearchQuery(indexName: "phones", parameters: $0) } + [
            MultiSearchQuery(
              indexName: "phones", kind: .facet(facet: "brand", facetQuery: "sam", maxFacetHits: 3),
              parameters: SearchParameters(query: "galaxy"))
          ]
        let remote = try await client.multiSearch(queries, strategy: .none)
        let local = try await engine.multiSearch(queries, strategy: .none)
        #expect(remote.map(Self.untimed) == local.map(Self.untimed), "encoding \(encoding)")
      }
      let client = makeClient(hosts: [server.baseURL])
      let facetRequest = FacetSearchRequest(
        indexName: "phones", facetName: "brand", facetQuery: "a", parameters: SearchParameters(filters: "price < 900"))
      #expect(try await client.searchForFacetValues(facetRequest) == (try await engine.searchForFacetValues(facetRequest)))
      #expect(try await client.settings(index: "phones") == (try await engine.settings(index: "phones")))
      #expect(try await client.object(index: "phones", objectID: "4") == (try engine.object(index: "phones", objectID: "4")))
      let browsed = try await client.browse(index: "phones", parameters: SearchParameters(hitsPerPage: 4))
      let page = try engine.browsePage(index: "phones", parameters: SearchParameters(hitsPerPage: 4))
      #expect(browsed.hits == page.hits)
      #expect(browsed.extra["cursor"]?.stringValue == page.cursor)
      let rest = try await client.browse(index: "phones", parameters: SearchParameters(), cursor: page.cursor)
      #expect(rest.hits.count == 3)
      let listed = try await client.listIndexes().map(\.name)
      #expect(listed == (try await engine.listIndexes()).map(\.name))
    }
  }

  @Test("an InstantSearch.js request as a browser sends it: credentials in the query, text/plain, params strings")
  func instantSearchBrowserRequest() async throws {
    let (engine, root) = try Self.makeIndex()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let configuration = SearchServerConfiguration(port: 0, apiKey: ServerAPIKey("search-key"))
    try await withServer(engine, configuration: configuration) { server in
      let url = server.baseURL
        + "/1/indexes/*/queries?x-algolia-agent=Algolia%20for%20JavaScript%20(4.24.0)%3B%20Browser"
        + "&x-algolia-api-key=search-key&x-algolia-application-id=LOCAL"
      let body = #"""
        {"requests":[{"indexName":"phones","params":"facets=%5B%22*%22%5D&highlightPostTag=__%2Fais-highlight__&highlightPreTag=__ais-highlight__&hitsPerPage=2&maxValuesPerFacet=10&page=0&query=galaxy&tagFilters="},{"indexName":"phones","params":"analytics=false&clickAnalytics=false&facets=brand&hitsPerPage=0&page=0&query=galaxy"}]}
        """#
      let response = try await raw(
        .POST, url, headers: [("content-type", "application/x-www-form-urlencoded"), ("Origin", "http://localhost:3000")],
        body: Array(body.utf8))
      #expect(response.status == 200)
      #expect(response.headers["access-control-allow-origin"] == ["*"])
      let first = try #require(response.json["results"]?[0])
      #expect(first["nbHits"] == 2)
      #expect(first["index"] == "phones")
      #expect(first["facets"]?["brand"] == ["Samsung": 2])
      let highlighted = first["hits"]?[0]?["_highlightResult"]?["name"]?["value"]?.stringValue
      #expect(highlighted?.contains("__ais-highlight__Galaxy__/ais-highlight__") == true)
      #expect(response.json["results"]?[1]?["hits"] == [])
    }
  }

  @Test("engine errors keep their wording over HTTP: unknown index, bad filter with its column")
  func errors() async throws {
    let (engine, root) = try Self.makeIndex()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try await withServer(engine) { server in
      let client = makeClient(hosts: [server.baseURL])
      let missing = await #expect(throws: APIError.self) {
        try await client.search(index: "products", parameters: SearchParameters())
      }
      #expect(missing == APIError.indexNotFound("products"))
      let bad = SearchParameters(filters: "brand:Apple AND (")
      let remote = await #expect(throws: APIError.self) { try await client.search(index: "phones", parameters: bad) }
      let local = await #expect(throws: APIError.self) { try await engine.search(index: "phones", parameters: bad) }
      #expect(remote != nil)
      #expect(remote == local)
      #expect(remote?.status == 400)
    }
  }
}
