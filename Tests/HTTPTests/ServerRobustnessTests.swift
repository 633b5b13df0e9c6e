import NIOCore
import NIOHTTP1
import NIOPosix
import SearchModel
import SearchServer
import Testing
import TestSupport

/// Bugs found by running schemathesis (`scripts/fuzz-server`) against `instantsearch serve` with
/// Algolia's API description; each spec fails on the server as it was before its fix.
@Suite("Loopback server: robustness against Algolia's API description", .timeLimit(.minutes(1)))
struct ServerRobustnessTests {
  @Test(
    "requests the HTTP parser refuses get Algolia's JSON 400 body, not an empty one",
    arguments: [
      "GARBAGE\r\n\r\n",
      "GET /1/indexes HTTP/1.1\r\nHost: x\r\nBad Header: v\r\n\r\n",
      "GET /1/indexes HTTP/1.1\r\nHost: x\r\nX-A: a\u{01}b\r\n\r\n",
      "GET /1/indexes HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n",
    ])
  func malformedRequests(request: String) async throws {
    try await withServer { server in
      let answer = try await exchangeBytes(Array(request.utf8), port: server.port)
      let text = String(decoding: answer, as: UTF8.self)
      let parts = text.split(separator: "\r\n\r\n", maxSplits: 1, omittingEmptySubsequences: false)
      #expect(parts.first?.hasPrefix("HTTP/1.1 400") == true)
      let head = parts.first?.lowercased() ?? ""
      #expect(head.contains("content-type: application/json"))
      #expect(head.contains("access-control-allow-origin: *"))
      let body = parts.count > 1 ? JSONValue.parsingOrNull(String(parts[1])) : .null
      #expect(body["status"] == 400)
      #expect(body["message"]?.stringValue?.hasPrefix("Malformed HTTP request") == true)
      // The connection is closed after the answer, and the server goes on serving.
      #expect(try await raw(.GET, server.baseURL + "/1/indexes").status == 200)
    }
  }

  @Test("a 405 names the methods the path answers in an Allow header (RFC 9110)")
  func allowHeader() async throws {
    try await withServer { server in
      let write = try await raw(.PUT, server.baseURL + "/1/indexes/products/settings", body: Array("{}".utf8))
      #expect(write.status == 405)
      #expect(write.headers["allow"] == ["GET"])
      let trace = try await raw(.TRACE, server.baseURL + "/1/indexes/products/query")
      #expect(trace.status == 405)
      #expect(trace.headers["allow"] == ["POST"])
      #expect(trace.json["status"] == 405)
      // Adding a record and deleting the index are writes too (they were 404).
      for method in [HTTPMethod.POST, .DELETE] {
        let index = try await raw(method, server.baseURL + "/1/indexes/products", body: Array("{}".utf8))
        #expect(index.status == 405)
        #expect(index.headers["allow"] == [""])
        #expect(index.json["message"]?.stringValue?.contains("read-only") == true)
      }
    }
  }

  @Test("1 and 0 are booleans in the params string, as in Algolia's own example (getRankingInfo=1)")
  func numericBooleans() async throws {
    try await withServer { server in
      let body = #"{"params":"hitsPerPage=2&getRankingInfo=1"}"#
      let response = try await raw(.POST, server.baseURL + "/1/indexes/products/query", body: Array(body.utf8))
      #expect(response.status == 200)
      #expect(response.json["hitsPerPage"] == 2)
    }
    let parameters = try SearchParameters(urlEncoded: "getRankingInfo=1&analytics=0&enableRules=0&distinct=1")
    #expect(parameters.getRankingInfo == true)
    #expect(parameters.analytics == false)
    #expect(parameters.extra["enableRules"] == false)
    // distinct stays a count: 1 is one hit per group, not a flag.
    #expect(parameters.distinct == .count(1))
    #expect(throws: APIError.badRequest("Invalid value for \"getRankingInfo\" parameter, expected boolean")) {
      try SearchParameters(urlEncoded: "getRankingInfo=2")
    }
  }

  @Test("getObjects refuses an attributesToRetrieve that is not an array of strings instead of returning every attribute")
  func getObjectsAttributeType() async throws {
    try await withServer { server in
      let url = server.baseURL + "/1/indexes/*/objects"
      for attributes in ["12.5", #""name""#, #"["name", 3]"#] {
        let body = #"{"requests":[{"indexName":"products","objectID":"2","attributesToRetrieve":"# + attributes + "}]}"
        let response = try await raw(.POST, url, body: Array(body.utf8))
        #expect(response.status == 400, "attributesToRetrieve \(attributes)")
        #expect(response.json["message"]?.stringValue?.contains("attributesToRetrieve") == true)
      }
      let body = #"{"requests":[{"indexName":"products","objectID":"2","attributesToRetrieve":["name"]}]}"#
      let response = try await raw(.POST, url, body: Array(body.utf8))
      #expect(response.status == 200)
      #expect(response.json["results"]?[0]?["objectID"] == "2")
    }
  }

  @Test("an integer parameter beyond 2^53 is refused, not echoed back as a float (page 9.036437310252702e+18)")
  func hugeIntegers() async throws {
    try await withServer { server in
      let url = server.baseURL + "/1/indexes/products/query"
      for body in [#"{"page": 9036437310252701184}"#, #"{"params": "page=9036437310252701184"}"#] {
        let response = try await raw(.POST, url, body: Array(body.utf8))
        #expect(response.status == 400, "\(body)")
        #expect(response.json["message"] == "Invalid value for \"page\" parameter, expected integer")
      }
      let largest = try await raw(.POST, url, body: Array(#"{"page": 9007199254740992}"#.utf8))
      #expect(largest.status == 200)
      #expect(String(decoding: largest.body, as: UTF8.self).contains(#""page":9007199254740992,"#))
    }
  }
}

extension JSONValue {
  /// `text` parsed, or `null` when it is not JSON.
  static func parsingOrNull(_ text: String) -> JSONValue {
    (try? JSONValue(parsing: Array(text.utf8))) ?? .null
  }
}

/// Writes `bytes` on a fresh loopback connection and reads until the server closes it, for
/// requests no HTTP client would send.
func exchangeBytes(_ bytes: [UInt8], port: Int) async throws -> [UInt8] {
  let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
    .connect(host: "127.0.0.1", port: port) { channel in
      channel.eventLoop.makeCompletedFuture {
        try NIOAsyncChannel<ByteBuffer, ByteBuffer>(wrappingChannelSynchronously: channel)
      }
    }
  return try await channel.executeThenClose { inbound, outbound in
    try await outbound.write(ByteBuffer(bytes: bytes))
    var received: [UInt8] = []
    for try await buffer in inbound { received += buffer.readableBytesView }
    return received
  }
}
