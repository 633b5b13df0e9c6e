import SearchModel
import Testing

@Suite("Response coding")
struct ResponseCodingTests: JSONCodingSpec {
  @Test("decodes the documented search response, keeping unknown fields in extra")
  func decodesSearchResponse() throws {
    let response = try decoder.decode(SearchResponse.self, fixture: Fixtures.searchResponse)
    #expect(response.nbHits == 1)
    #expect(response.hitsPerPage == 20)
    #expect(response.hits.first?["objectID"] == "42")
    #expect(response.hits.first?["price"] == 799)
    #expect(response.facets?["brand"]?["Apple"] == 1)
    #expect(response.facetsStats?["price"] == FacetStats(min: 799, max: 799, avg: 799, sum: 799))
    #expect(response.exhaustiveNbHits == true)
    #expect(response.queryID == "a00dbc80a8d13c4565a442e7e2dca80a")
    #expect(Array(response.extra.keys) == ["exhaustiveTypo", "exhaustive", "renderingContent", "parsedQuery", "serverUsed"])
    #expect(response.extra["exhaustive"]?["typo"] == true)
  }

  @Test("decode then encode gives back the same bytes")
  func searchResponseRoundTrip() throws {
    let response = try decoder.decode(SearchResponse.self, fixture: Fixtures.searchResponse)
    #expect(try encoder.encodeString(response) == Fixtures.searchResponse)
  }

  @Test("hits keep their key order")
  func hitKeyOrder() throws {
    let response = try decoder.decode(SearchResponse.self, fixture: Fixtures.searchResponse)
    #expect(response.hits.first.map { Array($0.keys) } == [
      "objectID", "name", "brand", "price", "_geoloc", "_highlightResult", "_snippetResult", "_rankingInfo",
    ])
  }

  @Test("facets keep the backend's value order")
  func facetOrder() throws {
    let text = #"{"hits":[],"facets":{"type":{"book":357,"electronics":184,"office":28,"gifts":27}}}"#
    let response = try decoder.decode(SearchResponse.self, fixture: text)
    #expect(response.facets?["type"].map { Array($0.keys) } == ["book", "electronics", "office", "gifts"])
    #expect(try encoder.encodeString(response) == text)
  }

  @Test("the smallest valid response is {\"hits\":[]}")
  func minimalResponse() throws {
    let response = try decoder.decode(SearchResponse.self, fixture: #"{"hits":[]}"#)
    #expect(response == SearchResponse())
    #expect(try encoder.encodeString(SearchResponse()) == #"{"hits":[]}"#)
  }

  @Test("a wrong type is reported with its path and what was expected")
  func wrongTypes() {
    #expect(throws: JSONDecodingError(path: "nbHits", message: "expected an integer, found a string \"many\"")) {
      try decoder.decode(SearchResponse.self, fixture: #"{"hits":[],"nbHits":"many"}"#)
    }
    #expect(throws: JSONDecodingError(path: "hits[1]", message: "expected an object, found a number 3")) {
      try decoder.decode(SearchResponse.self, fixture: #"{"hits":[{},3]}"#)
    }
    #expect(throws: JSONDecodingError(path: "facets.brand.Apple", message: "expected an integer, found a number 1.5")) {
      try decoder.decode(SearchResponse.self, fixture: #"{"hits":[],"facets":{"brand":{"Apple":1.5}}}"#)
    }
    #expect(throws: JSONDecodingError(path: "facets_stats.price", message: "missing required key \"sum\"")) {
      try decoder.decode(
        SearchResponse.self, fixture: #"{"hits":[],"facets_stats":{"price":{"min":1,"max":2,"avg":1.5}}}"#)
    }
  }

  @Test("decodes a multi-query response with a facet-search result, and round-trips it")
  func multiQueryResponse() throws {
    let response = try decoder.decode(MultiSearchResponse.self, fixture: Fixtures.multiQueryResponse)
    #expect(response.results.count == 2)
    guard case .hits(let hits) = response.results[0], case .facets(let facets) = response.results[1] else {
      Issue.record("wrong result kinds: \(response.results)")
      return
    }
    #expect(hits.index == "products")
    #expect(facets.facetHits == [FacetHit(value: "Apple", highlighted: "<em>App</em>le", count: 12)])
    #expect(try encoder.encodeString(response) == Fixtures.multiQueryResponse)
  }

  @Test("decodes a facet-search response; exhaustiveFacetsCount defaults to true")
  func facetSearchResponse() throws {
    let response = try decoder.decode(
      FacetSearchResponse.self, fixture: #"{"facetHits":[{"value":"Apple","highlighted":"Apple","count":3}],"extra":1}"#)
    #expect(response.exhaustiveFacetsCount)
    #expect(response.extra == ["extra": 1])
  }

  @Test("errors: {message, status}")
  func errors() throws {
    let error = try decoder.decode(APIError.self, fixture: Fixtures.error)
    #expect(error == APIError.indexNotFound("products"))
    #expect(try encoder.encodeString(error) == Fixtures.error)
    #expect(try decoder.decode(APIError.self, fixture: #"{"message":"Too Many Requests"}"#).status == 0)
  }

  @Test("an error response whose body is not JSON still gives an error")
  func nonJSONErrorBody() {
    let error = APIError(httpStatus: 502, body: Array("<html>Bad Gateway</html>".utf8))
    #expect(error == APIError(message: "HTTP 502 error from the server", status: 502))
    #expect(APIError(httpStatus: 404, body: Array(Fixtures.error.utf8)) == .indexNotFound("products"))
  }

  @Test("settings round-trip with unknown settings kept")
  func settings() throws {
    let settings = try decoder.decode(IndexSettings.self, fixture: Fixtures.settings)
    #expect(settings.attributesForFaceting == ["searchable(brand)", "category", "filterOnly(price)"])
    #expect(settings.typoTolerance == .min)
    #expect(settings.distinct == .count(1))
    #expect(settings.extra == ["userData": ["team": "search"]])
    #expect(try encoder.encodeString(settings) == Fixtures.settings)
  }

  @Test("the index listing round-trips")
  func indexList() throws {
    let list = try decoder.decode(IndexList.self, fixture: Fixtures.indexList)
    #expect(list.items.first?.name == "products")
    #expect(list.items.first?.entries == 1000)
    #expect(list.items.first?.extra["dataSize"] == 4096)
    #expect(try encoder.encodeString(list) == Fixtures.indexList)
  }
}
