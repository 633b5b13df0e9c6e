import AlgoliaClient
import SearchModel
import Testing

@Suite("What the client sends: headers, paths, bodies in both multi-query encodings", .timeLimit(.minutes(1)))
struct ClientRequestTests {
  /// Sends one call to a recording host and returns the raw request text.
  func capture(
    answer: String, encoding: AlgoliaClient.MultiQueryEncoding = .jsonParameters,
    _ call: @Sendable (AlgoliaClient) async throws -> Void
  ) async throws -> String {
    let log = FakeHost.RequestRecorder()
    let host = try await FakeHost.start(.record(body: answer, log: log))
    let port = try #require(host.localAddress?.port)
    let client = makeClient(hosts: ["http://127.0.0.1:\(port)"], apiKey: "the-key", encoding: encoding)
    try await call(client)
    try await host.close()
    return try #require(log.all.first)
  }

  @Test("credentials, User-Agent and JSON content type are sent; index names are percent-encoded")
  func headersAndPath() async throws {
    let request = try await capture(answer: #"{"hits":[]}"#) { client in
      _ = try await client.search(index: "my index", parameters: SearchParameters(query: "a", hitsPerPage: 5))
    }
    let lines = request.lowercased().split(separator: "\r\n").map(String.init)
    #expect(lines.first == "post /1/indexes/my%20index/query http/1.1")
    #expect(lines.contains("x-algolia-application-id: localapp"))
    #expect(lines.contains("x-algolia-api-key: the-key"))
    #expect(lines.contains("content-type: application/json"))
    #expect(lines.contains { $0.hasPrefix("user-agent: instantsearch shell (") })
    #expect(request.hasSuffix(#"{"query":"a","hitsPerPage":5}"#))
  }

  @Test("multi-queries go out flattened, or with a params string")
  func multiQueryEncodings() async throws {
    let queries = [MultiSearchQuery(indexName: "products", parameters: SearchParameters(query: "a b", hitsPerPage: 5))]
    let answer = #"{"results":[{"hits":[]}]}"#
    let flattened = try await capture(answer: answer) { _ = try await $0.multiSearch(queries, strategy: .none) }
    #expect(flattened.hasPrefix("POST /1/indexes/*/queries HTTP/1.1"))
    #expect(flattened.hasSuffix(#"{"requests":[{"indexName":"products","query":"a b","hitsPerPage":5}],"strategy":"none"}"#))
    let legacy = try await capture(answer: answer, encoding: .paramsString) {
      _ = try await $0.multiSearch(queries, strategy: .none)
    }
    #expect(legacy.hasSuffix(#"{"requests":[{"indexName":"products","params":"hitsPerPage=5&query=a%20b"}],"strategy":"none"}"#))
  }

  @Test("facet search sends facetQuery and the params string; settings ask for getVersion=2")
  func facetSearchAndSettings() async throws {
    let facet = try await capture(answer: #"{"facetHits":[],"exhaustiveFacetsCount":true}"#) { client in
      _ = try await client.searchForFacetValues(
        FacetSearchRequest(
          indexName: "products", facetName: "brand", facetQuery: "ap", maxFacetHits: 3,
          parameters: SearchParameters(query: "phone")))
    }
    #expect(facet.hasPrefix("POST /1/indexes/products/facets/brand/query HTTP/1.1"))
    #expect(facet.hasSuffix(#"{"facetQuery":"ap","maxFacetHits":3,"params":"query=phone"}"#))
    let settings = try await capture(answer: "{}") { _ = try await $0.settings(index: "products") }
    #expect(settings.hasPrefix("GET /1/indexes/products/settings?getVersion=2 HTTP/1.1"))
  }

  @Test("a 2xx answer that is not the expected JSON is a clear client error")
  func malformedAnswer() async throws {
    let log = FakeHost.RequestRecorder()
    let host = try await FakeHost.start(.record(body: "not json", log: log))
    let port = try #require(host.localAddress?.port)
    let client = makeClient(hosts: ["http://127.0.0.1:\(port)"])
    let error = await #expect(throws: AlgoliaClientError.self) {
      try await client.search(index: "products", parameters: SearchParameters())
    }
    #expect(error?.description.hasPrefix("Malformed response from /1/indexes/products/query") == true)
    try await host.close()
  }
}
