import SearchModel
import SearchServer
import Testing
import TestSupport

@Suite("Loopback server: Algolia's protocol details", .timeLimit(.minutes(1)))
struct ServerProtocolTests {
  @Test("a server with a key refuses requests without it (403) and accepts it as header or query parameter")
  func keyRequired() async throws {
    let configuration = SearchServerConfiguration(port: 0, apiKey: ServerAPIKey("k3y"))
    try await withServer(configuration: configuration) { server in
      let url = server.baseURL + "/1/indexes"
      let missing = try await raw(.GET, url)
      #expect(missing.status == 403)
      #expect(missing.json == ["message": "Invalid Application-ID or API key", "status": 403])
      #expect(try await raw(.GET, url, headers: [("x-algolia-api-key", "k3y")]).status == 200)
      #expect(try await raw(.GET, url + "?x-algolia-api-key=k3y&x-algolia-application-id=A").status == 200)
      #expect(try await raw(.GET, url + "?x-algolia-api-key=wrong").status == 403)
    }
  }

  @Test("CORS: preflight answered without a key, every response allows any origin")
  func cors() async throws {
    let configuration = SearchServerConfiguration(port: 0, apiKey: ServerAPIKey("k3y"))
    try await withServer(configuration: configuration) { server in
      let preflight = try await raw(
        .OPTIONS, server.baseURL + "/1/indexes/*/queries",
        headers: [
          ("Origin", "http://localhost:3000"), ("Access-Control-Request-Method", "POST"),
          ("Access-Control-Request-Headers", "x-algolia-api-key,content-type"),
        ])
      #expect(preflight.status == 204)
      #expect(preflight.headers["access-control-allow-origin"] == ["*"])
      #expect(preflight.headers["access-control-allow-headers"].first?.contains("x-algolia-api-key") == true)
      #expect(preflight.headers["access-control-allow-methods"].first?.contains("POST") == true)
      let denied = try await raw(.GET, server.baseURL + "/1/indexes", headers: [("Origin", "http://localhost:3000")])
      #expect(denied.status == 403)
      #expect(denied.headers["access-control-allow-origin"] == ["*"])
    }
  }

  @Test("a JSON body sent as text/plain is read as JSON; the params string form is merged")
  func textPlainAndParamsString() async throws {
    try await withServer { server in
      let body = #"{"params":"query=galaxy&hitsPerPage=1&facets=%5B%22brand%22%5D"}"#
      let response = try await raw(
        .POST, server.baseURL + "/1/indexes/products/query", headers: [("content-type", "text/plain")],
        body: Array(body.utf8))
      #expect(response.status == 200)
      #expect(response.json["nbHits"] == 2)
      #expect(response.json["hitsPerPage"] == 1)
      #expect(response.json["facets"] == ["brand": ["Samsung": 2]])
      #expect(response.headers["content-type"].first?.hasPrefix("application/json") == true)
    }
  }

  @Test("malformed JSON, non-UTF-8, a non-object and a bad parameter get 400 with a message")
  func badBodies() async throws {
    try await withServer { server in
      let url = server.baseURL + "/1/indexes/products/query"
      for body: [UInt8] in [Array(#"{"query": "#.utf8), [0x7B, 0x22, 0xFF, 0xFE, 0x22, 0x7D], Array("[1,2]".utf8),
        Array(#"{"hitsPerPage":"many"}"#.utf8)]
      {
        let response = try await raw(.POST, url, body: body)
        #expect(response.status == 400)
        #expect(response.json["status"] == 400)
        #expect(response.json["message"]?.stringValue?.isEmpty == false)
      }
    }
  }

  @Test("a body over the limit gets 413, and the server keeps serving")
  func oversizedBody() async throws {
    try await withServer(configuration: SearchServerConfiguration(port: 0, maxBodySize: 1024)) { server in
      let big = Array(("{\"query\":\"" + String(repeating: "a", count: 4000) + "\"}").utf8)
      let response = try await raw(.POST, server.baseURL + "/1/indexes/products/query", body: big)
      #expect(response.status == 413)
      #expect(response.json["status"] == 413)
      #expect(try await raw(.GET, server.baseURL + "/1/indexes").status == 200)
    }
  }

  @Test("unknown paths get 404, write methods 405, both as Algolia error bodies")
  func unknownRoutes() async throws {
    try await withServer { server in
      let missing = try await raw(.GET, server.baseURL + "/2/whatever")
      #expect(missing.status == 404)
      #expect(missing.json["message"] == "Not Found")
      let write = try await raw(.PUT, server.baseURL + "/1/indexes/products/settings", body: Array("{}".utf8))
      #expect(write.status == 405)
      #expect(write.json["status"] == 405)
    }
  }

  @Test("many requests at once are all answered")
  func concurrentRequests() async throws {
    try await withServer { server in
      let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
        for index in 0..<64 {
          group.addTask {
            let body = Array("{\"query\":\"\(index % 2 == 0 ? "apple" : "samsung")\"}".utf8)
            return try await raw(.POST, server.baseURL + "/1/indexes/products/query", body: body).status
          }
        }
        return try await group.reduce(into: [Int]()) { $0.append($1) }
      }
      #expect(statuses.count == 64)
      #expect(statuses.allSatisfy { $0 == 200 })
    }
  }

  @Test("getObjects returns records in request order, null for a missing one")
  func getObjects() async throws {
    try await withServer { server in
      let body = #"{"requests":[{"indexName":"products","objectID":"2"},{"indexName":"products","objectID":"zz"}]}"#
      let response = try await raw(.POST, server.baseURL + "/1/indexes/*/objects", body: Array(body.utf8))
      #expect(response.status == 200)
      #expect(response.json["results"]?[0]?["objectID"] == "2")
      #expect(response.json["results"]?[1] == .null)
    }
  }
}
