import SearchModel
import Testing

@Suite("Search parameters: URL-encoded params string")
struct SearchParametersURLEncodingTests {
  /// What InstantSearch sends for its first query (algolia-api.md §2).
  static let instantSearchParams =
    "facets=%5B%22*%22%5D&highlightPostTag=__%2Fais-highlight__&highlightPreTag=__ais-highlight__&hitsPerPage=42&maxValuesPerFacet=100&page=0&query=&tagFilters="

  @Test("reads InstantSearch's params string")
  func readsInstantSearch() throws {
    let parameters = try SearchParameters(urlEncoded: Self.instantSearchParams)
    #expect(
      parameters
        == SearchParameters(
          query: "", tagFilters: .string(""), facets: ["*"], maxValuesPerFacet: 100, page: 0, hitsPerPage: 42,
          highlightPreTag: "__ais-highlight__", highlightPostTag: "__/ais-highlight__"))
  }

  @Test("writes the same string back: keys sorted, encodeURIComponent escaping")
  func writesInstantSearch() throws {
    let parameters = try SearchParameters(urlEncoded: Self.instantSearchParams)
    #expect(parameters.urlEncodedString == Self.instantSearchParams)
  }

  @Test("arrays and nested filters are JSON then percent-encoded")
  func encodesArrays() {
    let parameters = SearchParameters(
      query: "red shoes", facetFilters: .list([.anyOf(["brand:Nike", "brand:Puma"])]), aroundRadius: .all)
    #expect(
      parameters.urlEncodedString
        == "aroundRadius=all&facetFilters=%5B%5B%22brand%3ANike%22%2C%22brand%3APuma%22%5D%5D&query=red%20shoes")
  }

  @Test("'+' is a space, list parameters may be comma-separated, booleans and numbers come from text")
  func lenientReading() throws {
    let parameters = try SearchParameters(
      urlEncoded: "query=red+shoes&attributesToRetrieve=title,description&getRankingInfo=true&distinct=1&typoTolerance=min&aroundRadius=500")
    #expect(parameters.query == "red shoes")
    #expect(parameters.attributesToRetrieve == ["title", "description"])
    #expect(parameters.getRankingInfo == true)
    #expect(parameters.distinct == .bool(true) || parameters.distinct == .count(1))
    #expect(parameters.typoTolerance == .min)
    #expect(parameters.aroundRadius == .meters(500))
  }

  @Test("unknown parameters go to extra, typed as Algolia documents them or by their look")
  func extras() throws {
    let parameters = try SearchParameters(
      urlEncoded: "enableRules=false&analyticsTags=a,b&userToken=123&maxFacetHits=5&custom=%7B%22a%22%3A1%7D&other=x&n=2.5")
    #expect(
      parameters.extra == [
        "enableRules": false, "analyticsTags": ["a", "b"], "userToken": "123", "maxFacetHits": 5,
        "custom": ["a": 1], "other": "x", "n": 2.5,
      ])
  }

  @Test("a bad value names the parameter in Algolia's words")
  func badValue() {
    #expect(throws: APIError.badRequest("Invalid value for \"hitsPerPage\" parameter, expected integer")) {
      try SearchParameters(urlEncoded: "hitsPerPage=lots")
    }
    #expect(throws: APIError.badRequest("Invalid value for \"analytics\" parameter, expected boolean")) {
      try SearchParameters(urlEncoded: "analytics=maybe")
    }
  }

  @Test("string → parameters → string is stable for non-ASCII, reserved characters and malformed escapes")
  func unusualText() throws {
    let parameters = try SearchParameters(urlEncoded: "query=caf%C3%A9%20%26%20%3D%2B&filters=100%")
    #expect(parameters.query == "café & =+")
    #expect(parameters.filters == "100%")
    #expect(parameters.urlEncodedString == "filters=100%25&query=caf%C3%A9%20%26%20%3D%2B")
    #expect(try SearchParameters(urlEncoded: parameters.urlEncodedString) == parameters)
  }
}
