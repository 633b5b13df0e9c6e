import Foundation
import SearchEngine
import SearchModel
import SearchServer
import Testing
import TestSupport

/// `responseFields` and `similarQuery` through `serve`, as a browser or a client sends them.
@Suite("responseFields and similarQuery over HTTP", .timeLimit(.minutes(1)))
struct ResponseShapingOverHTTPTests {
  @Test("responseFields: the body carries only the listed fields, in both encodings; a bad name is a 400")
  func responseFields() async throws {
    let (engine, root) = try EngineParityTests.makeIndex()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try await withServer(engine) { server in
      let url = server.baseURL + "/1/indexes/phones/query"
      let json = try await raw(.POST, url, body: Array(#"{"query":"apple","responseFields":["nbHits","page"]}"#.utf8))
      #expect(json.status == 200)
      #expect(json.json == ["nbHits": 3, "page": 0])
      let params = try await raw(.POST, url, body: Array(#"{"params":"query=apple&responseFields=%5B%22hits%22%5D&attributesToRetrieve=%5B%22name%22%5D&attributesToHighlight=%5B%5D"}"#.utf8))
      #expect(params.json["hits"]?.arrayValue?.count == 3)
      #expect(params.json.objectValue.map { Array($0.keys) } == ["hits"])
      let bad = try await raw(.POST, url, body: Array(#"{"query":"apple","responseFields":["nbhits"]}"#.utf8))
      #expect(bad.status == 400)
      #expect(bad.json == ["message": #"Invalid value for "responseFields" parameter, unknown response field "nbhits""#, "status": 400])
    }
  }

  @Test("similarQuery: any of the keywords over HTTP, as in-process")
  func similarQuery() async throws {
    let (engine, root) = try EngineParityTests.makeIndex()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try await withServer(engine) { server in
      let body = #"{"similarQuery":"apple galaxy","attributesToRetrieve":["name"],"attributesToHighlight":[]}"#
      let response = try await raw(.POST, server.baseURL + "/1/indexes/phones/query", body: Array(body.utf8))
      #expect(response.status == 200)
      var parameters = try SearchParameters(jsonObject: try #require(JSONValue(parsing: Array(body.utf8)).objectValue))
      parameters.extra["similarQuery"] = "apple galaxy"
      let local = try engine.searchSync(index: "phones", parameters: parameters)
      #expect(response.json["nbHits"] == 5)
      #expect(response.json["hits"] == .array(local.hits.map(JSONValue.object)))
    }
  }
}
