import AlgoliaClient
import SearchModel
import SearchServer
import Testing
import TestSupport

@Suite("Client against the loopback server: same answers as the service in-process", .timeLimit(.minutes(1)))
struct ClientServerTests {
  let service = InMemorySearchService.products

  @Test("search returns what the service returns in-process")
  func search() async throws {
    try await withServer(service) { server in
      let client = makeClient(hosts: [server.baseURL])
      let parameters = SearchParameters(query: "galaxy", facets: ["brand"], hitsPerPage: 1)
      let remote = try await client.search(index: "products", parameters: parameters)
      let local = try await service.search(index: "products", parameters: parameters)
      #expect(remote == local)
      #expect(remote.nbHits == 2)
      #expect(remote.hits.first?["name"] == "Samsung Galaxy S24")
    }
  }

  @Test("multi-query with JSON parameters and with params strings, including a facet entry")
  func multiSearch() async throws {
    try await withServer(service) { server in
      let queries = [
        MultiSearchQuery(indexName: "products", parameters: SearchParameters(query: "apple", facets: ["brand"])),
        MultiSearchQuery(indexName: "products", parameters: SearchParameters(filters: "brand:Samsung", page: 0)),
        MultiSearchQuery(
          indexName: "products", kind: .facet(facet: "brand", facetQuery: "sa", maxFacetHits: 5),
          parameters: SearchParameters(query: "")),
      ]
      let local = try await service.multiSearch(queries, strategy: .none)
      for encoding in [AlgoliaClient.MultiQueryEncoding.jsonParameters, .paramsString] {
        let client = makeClient(hosts: [server.baseURL], encoding: encoding)
        let remote = try await client.multiSearch(queries, strategy: .none)
        #expect(remote == local, "encoding \(encoding)")
      }
    }
  }

  @Test("facet-value search")
  func facetSearch() async throws {
    try await withServer(service) { server in
      let client = makeClient(hosts: [server.baseURL])
      let request = FacetSearchRequest(
        indexName: "products", facetName: "brand", facetQuery: "a", maxFacetHits: 3,
        parameters: SearchParameters(query: "a"))
      let remote = try await client.searchForFacetValues(request)
      #expect(remote == (try await service.searchForFacetValues(request)))
      #expect(remote.facetHits.map(\.value) == ["Apple"])
    }
  }

  @Test("settings, index list, one object (with an ID that needs encoding) and browse")
  func readEndpoints() async throws {
    try await withServer(service) { server in
      let client = makeClient(hosts: [server.baseURL])
      #expect(try await client.settings(index: "products") == (try await service.settings(index: "products")))
      // The server completes each item with the fields official clients require (createdAt...).
      let listed = try await client.listIndexes().map { [$0.name, "\($0.entries)", $0.updatedAt ?? ""] }
      #expect(listed == (try await service.listIndexes()).map { [$0.name, "\($0.entries)", $0.updatedAt ?? ""] })
      let record = try await client.object(index: "products", objectID: "my id/1", attributesToRetrieve: ["name"])
      #expect(record == ["objectID": "my id/1", "name": "Odd ID phone"])
      let page = try await client.browse(index: "products", parameters: SearchParameters(hitsPerPage: 4))
      let local = try await service.browse(index: "products", parameters: SearchParameters(hitsPerPage: 4), cursor: nil)
      #expect(page.hits == local.hits)
      #expect(page.nbHits == local.nbHits)
      let cursor = try #require(page.extra["cursor"]?.stringValue)
      #expect(cursor == local.cursor)
      let next = try await client.browse(index: "products", parameters: SearchParameters(), cursor: cursor)
      #expect(next.hits.count == 2)
    }
  }

  @Test("service errors arrive as APIError with the service's message and status")
  func errors() async throws {
    try await withServer(service) { server in
      let client = makeClient(hosts: [server.baseURL])
      let error = await #expect(throws: APIError.self) {
        try await client.search(index: "missing", parameters: SearchParameters())
      }
      #expect(error == APIError(message: "Index missing does not exist", status: 404))
      let objectError = await #expect(throws: APIError.self) {
        try await client.object(index: "products", objectID: "nope")
      }
      #expect(objectError?.status == 404)
      #expect(objectError?.message == "ObjectID does not exist")
    }
  }

  @Test("a server started with a key accepts the client that sends it and refuses another")
  func apiKey() async throws {
    let configuration = SearchServerConfiguration(port: 0, apiKey: ServerAPIKey("right-key"))
    try await withServer(service, configuration: configuration) { server in
      let good = makeClient(hosts: [server.baseURL], apiKey: "right-key")
      let accepted = try await good.search(index: "products", parameters: SearchParameters())
      #expect(accepted.nbHits == 6)
      let bad = makeClient(hosts: [server.baseURL], apiKey: "wrong-key")
      let error = await #expect(throws: APIError.self) {
        try await bad.search(index: "products", parameters: SearchParameters())
      }
      #expect(error == APIError(message: "Invalid Application-ID or API key", status: 403))
    }
  }
}
