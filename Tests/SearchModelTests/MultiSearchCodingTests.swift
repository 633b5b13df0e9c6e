import SearchModel
import Testing

@Suite("Multi-query request")
struct MultiSearchCodingTests: JSONCodingSpec {
  @Test("reads legacy params strings, flattened entries and facet entries alike")
  func decodes() throws {
    let request = try decoder.decode(MultiSearchRequest.self, fixture: Fixtures.multiQueryRequest)
    #expect(request.strategy == .stopIfEnoughMatches)
    #expect(request.requests.count == 3)
    #expect(request.requests[0].parameters.hitsPerPage == 42)
    #expect(request.requests[0].parameters.facets == ["*"])
    #expect(request.requests[0].kind == .hits)
    // The params string is merged with sibling keys; siblings win.
    #expect(request.requests[1].parameters.query == "ipho")
    #expect(request.requests[1].parameters.page == 2)
    #expect(request.requests[1].parameters.facetFilters == .list([.anyOf(["brand:Apple", "brand:Samsung"])]))
    #expect(request.requests[2].kind == .facet(facet: "brand", facetQuery: "app", maxFacetHits: 5))
    #expect(request.requests[2].parameters == SearchParameters(hitsPerPage: 0))
  }

  @Test("writes flattened entries")
  func encodes() throws {
    let request = MultiSearchRequest(
      requests: [
        MultiSearchQuery(indexName: "products", parameters: SearchParameters(query: "a", hitsPerPage: 5)),
        MultiSearchQuery(
          indexName: "products", kind: .facet(facet: "brand", facetQuery: "ap", maxFacetHits: nil),
          parameters: SearchParameters(query: "a")),
      ],
      strategy: MultiSearchStrategy.none)
    let text = try encoder.encodeString(request)
    #expect(
      text
        == #"{"requests":[{"indexName":"products","query":"a","hitsPerPage":5},{"indexName":"products","type":"facet","facet":"brand","facetQuery":"ap","query":"a"}],"strategy":"none"}"#
    )
    #expect(try decoder.decode(MultiSearchRequest.self, fixture: text) == request)
  }

  @Test("the legacy shape carries facetQuery inside params and reads back the same")
  func legacyShape() throws {
    let query = MultiSearchQuery(
      indexName: "products", kind: .facet(facet: "brand", facetQuery: "ap", maxFacetHits: 3),
      parameters: SearchParameters(query: "phone"))
    let legacy = query.legacyJSONObject
    #expect(legacy["params"] == "facetQuery=ap&maxFacetHits=3&query=phone")
    #expect(try decoder.decode(MultiSearchQuery.self, from: .object(legacy)) == query)
  }

  @Test("errors name the entry and the parameter")
  func errors() {
    #expect(
      throws: JSONDecodingError(
        path: "requests[0].hitsPerPage", message: "Invalid value for \"hitsPerPage\" parameter, expected integer")
    ) {
      try decoder.decode(
        MultiSearchRequest.self, fixture: #"{"requests":[{"indexName":"a","params":"hitsPerPage=x"}]}"#)
    }
    #expect(throws: JSONDecodingError(path: "requests[0]", message: "missing required key \"indexName\"")) {
      try decoder.decode(MultiSearchRequest.self, fixture: #"{"requests":[{"query":"x"}]}"#)
    }
    #expect(throws: JSONDecodingError(path: "strategy", message: "expected \"none\" or \"stopIfEnoughMatches\", found \"all\"")) {
      try decoder.decode(MultiSearchRequest.self, fixture: #"{"requests":[],"strategy":"all"}"#)
    }
  }
}
