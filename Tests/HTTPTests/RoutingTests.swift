import Testing

@testable import SearchServer

@Suite("Routing: Algolia paths, percent-decoded, with the literal '*'")
struct RoutingTests {
  @Test("each endpoint resolves, with index names and object IDs decoded")
  func routes() throws {
    #expect(try AlgoliaRoute.resolve(method: "GET", path: "/1/indexes") == .listIndexes)
    #expect(try AlgoliaRoute.resolve(method: "GET", path: "/1/indexes/") == .listIndexes)
    #expect(try AlgoliaRoute.resolve(method: "POST", path: "/1/indexes/*/queries") == .multiSearch)
    #expect(try AlgoliaRoute.resolve(method: "POST", path: "/1/indexes/*/objects") == .objects)
    #expect(try AlgoliaRoute.resolve(method: "POST", path: "/1/indexes/my%20index/query") == .search(index: "my index"))
    #expect(try AlgoliaRoute.resolve(method: "POST", path: "/1/indexes/p/browse") == .browse(index: "p"))
    #expect(try AlgoliaRoute.resolve(method: "GET", path: "/1/indexes/p/settings") == .settings(index: "p"))
    #expect(try AlgoliaRoute.resolve(method: "GET", path: "/1/indexes/p/my%20id%2F1") == .object(index: "p", objectID: "my id/1"))
    #expect(
      try AlgoliaRoute.resolve(method: "POST", path: "/1/indexes/p/facets/categories.lvl0/query")
        == .facetSearch(index: "p", facet: "categories.lvl0"))
    #expect(try AlgoliaRoute.resolve(method: "POST", path: "/1/indexes/p/synonyms/search") == .synonymSearch(index: "p"))
    #expect(try AlgoliaRoute.resolve(method: "GET", path: "/1/indexes/p/synonyms/my%20syn") == .synonym(index: "p", objectID: "my syn"))
    #expect(try AlgoliaRoute.resolve(method: "POST", path: "/1/indexes/p/rules/search") == .ruleSearch(index: "p"))
    #expect(try AlgoliaRoute.resolve(method: "GET", path: "/1/indexes/p/rules/my%20rule") == .rule(index: "p", objectID: "my rule"))
  }

  @Test("other methods on known paths are 405, unknown paths 404, bad encodings 400")
  func mismatches() throws {
    #expect(throws: AlgoliaRoute.Mismatch.methodNotAllowed(allowed: "GET")) {
      try AlgoliaRoute.resolve(method: "PUT", path: "/1/indexes/p/settings")
    }
    #expect(throws: AlgoliaRoute.Mismatch.methodNotAllowed(allowed: "POST")) {
      try AlgoliaRoute.resolve(method: "DELETE", path: "/1/indexes/p/query")
    }
    // As on Algolia, GET of a two-segment path is a record, whatever its ID.
    #expect(try AlgoliaRoute.resolve(method: "GET", path: "/1/indexes/p/query") == .object(index: "p", objectID: "query"))
    // Every write of Algolia's search.yml under /1/indexes is a 405, also where no read is served.
    for (method, path) in [
      ("POST", "/1/indexes/p"), ("DELETE", "/1/indexes/p"), ("POST", "/1/indexes/p/1/partial"),
      ("POST", "/1/indexes/p/synonyms/batch"), ("POST", "/1/indexes/p/rules/clear"),
    ] {
      #expect(throws: AlgoliaRoute.Mismatch.methodNotAllowed(allowed: ""), "\(method) \(path)") {
        try AlgoliaRoute.resolve(method: method, path: path)
      }
    }
    for (method, path) in [
      ("PUT", "/1/indexes/p/1"), ("DELETE", "/1/indexes/p/1"), ("POST", "/1/indexes/p/clear"),
      ("POST", "/1/indexes/p/batch"), ("POST", "/1/indexes/*/batch"), ("POST", "/1/indexes/p/deleteByQuery"),
      ("PUT", "/1/indexes/p/synonyms/s1"), ("DELETE", "/1/indexes/p/synonyms/s1"),
      ("PUT", "/1/indexes/p/rules/r1"), ("DELETE", "/1/indexes/p/rules/r1"),
    ] {
      #expect(throws: AlgoliaRoute.Mismatch.methodNotAllowed(allowed: "GET"), "\(method) \(path)") {
        try AlgoliaRoute.resolve(method: method, path: path)
      }
    }
    // Reads that are not served stay 404.
    #expect(throws: AlgoliaRoute.Mismatch.notFound) { try AlgoliaRoute.resolve(method: "GET", path: "/1/indexes/p") }
    #expect(throws: AlgoliaRoute.Mismatch.methodNotAllowed(allowed: "POST")) {
      try AlgoliaRoute.resolve(method: "GET", path: "/1/indexes/p/rules/search")
    }
    #expect(throws: AlgoliaRoute.Mismatch.notFound) { try AlgoliaRoute.resolve(method: "GET", path: "/2/indexes") }
    #expect(throws: AlgoliaRoute.Mismatch.notFound) { try AlgoliaRoute.resolve(method: "GET", path: "/1/indexes/a/b/c") }
    #expect(throws: AlgoliaRoute.Mismatch.badEncoding) { try AlgoliaRoute.resolve(method: "GET", path: "/1/indexes/%ZZ") }
    #expect(throws: AlgoliaRoute.Mismatch.badEncoding) {
      try AlgoliaRoute.resolve(method: "GET", path: "/1/indexes/%FF%FE/settings")
    }
  }

  @Test("query strings decode '+' and escapes; malformed ones are rejected")
  func queryStrings() {
    let pairs = PercentDecoding.queryPairs("attributesToRetrieve=a%2Cb&q=red+shoe&flag")
    #expect(pairs?.map(\.name) == ["attributesToRetrieve", "q", "flag"])
    #expect(pairs?.map(\.value) == ["a,b", "red shoe", ""])
    #expect(PercentDecoding.queryPairs("a=%G1") == nil)
  }
}
