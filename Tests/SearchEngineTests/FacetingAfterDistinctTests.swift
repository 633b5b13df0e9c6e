import Testing
import SearchModel
@testable import SearchEngine

@Suite("facetingAfterDistinct: with distinct, facets count the records distinct keeps")
struct FacetingAfterDistinctTests {
  let service: LocalSearchService

  init() throws {
    // Three variants of one shirt (one product for distinct) and one hat: four records, two products.
    service = try TestIndex.service(
      [
        ["objectID": "s1", "title": "cotton shirt", "product": "shirt", "brand": "Acme", "price": 10],
        ["objectID": "s2", "title": "cotton shirt large", "product": "shirt", "brand": "Acme", "price": 12],
        ["objectID": "s3", "title": "cotton shirt small", "product": "shirt", "brand": "Acme", "price": 14],
        ["objectID": "h1", "title": "cotton hat", "product": "hat", "brand": "Hatco", "price": 30],
      ],
      settings: IndexSettings(attributesForFaceting: ["brand", "price"], attributeForDistinct: "product"))
  }

  func search(_ configure: (inout SearchParameters) -> Void) throws -> SearchResponse {
    var parameters = SearchParameters(query: "cotton", facets: ["brand", "price"], distinct: .bool(true))
    configure(&parameters)
    return try service.run(parameters)
  }

  @Test("by default facets count every match, before distinct")
  func beforeDistinct() throws {
    let response = try search { _ in }
    #expect(response.nbHits == 2)
    #expect(response.facets?["brand"] == ["Acme": 3, "Hatco": 1])
  }

  @Test("facetingAfterDistinct counts the records distinct kept, and facets_stats follow them")
  func afterDistinct() throws {
    let response = try search { $0.extra["facetingAfterDistinct"] = true }
    #expect(response.nbHits == 2)
    #expect(response.facets?["brand"] == ["Acme": 1, "Hatco": 1])
    #expect(response.facetsStats?["price"]?.sum == 40)  // the best shirt (10) and the hat (30)
  }

  @Test("without distinct it changes nothing")
  func withoutDistinct() throws {
    let response = try search {
      $0.distinct = nil
      $0.extra["facetingAfterDistinct"] = true
    }
    #expect(response.facets?["brand"] == ["Acme": 3, "Hatco": 1])
  }

  @Test("a value that is not a boolean is Algolia's 400")
  func badValue() throws {
    #expect(throws: APIError(message: "Invalid value for \"facetingAfterDistinct\" parameter, expected boolean", status: 400)) {
      _ = try search { $0.extra["facetingAfterDistinct"] = "yes" }
    }
  }
}
