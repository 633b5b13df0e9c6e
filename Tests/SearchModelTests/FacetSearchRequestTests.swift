import SearchModel
import Testing

@Suite("Facet-search request body")
struct FacetSearchRequestTests {
  @Test("writes the body the official clients send and reads it back")
  func roundTrip() throws {
    let request = FacetSearchRequest(
      indexName: "products", facetName: "brand", facetQuery: "app", maxFacetHits: 5,
      parameters: SearchParameters(query: "phone", facetFilters: .list([.single("category:Electronics")])))
    #expect(
      JSONValue.object(request.body).serializedString()
        == #"{"facetQuery":"app","maxFacetHits":5,"params":"facetFilters=%5B%22category%3AElectronics%22%5D&query=phone"}"#)
    #expect(try FacetSearchRequest(indexName: "products", facetName: "brand", body: request.body) == request)
  }

  @Test("facetQuery may sit inside params; siblings override params")
  func mergedForms() throws {
    let request = try FacetSearchRequest(
      indexName: "i", facetName: "f", body: ["params": "facetQuery=ap&hitsPerPage=3", "hitsPerPage": 4])
    #expect(request.facetQuery == "ap")
    #expect(request.parameters == SearchParameters(hitsPerPage: 4))
  }

  @Test("bad values are Algolia errors")
  func errors() {
    #expect(throws: APIError.badRequest("Invalid value for \"maxFacetHits\" parameter, expected integer")) {
      try FacetSearchRequest(indexName: "i", facetName: "f", body: ["maxFacetHits": "many"])
    }
  }
}
