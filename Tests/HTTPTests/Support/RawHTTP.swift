import AsyncHTTPClient
import NIOCore
import NIOHTTP1
import SearchModel

/// A raw HTTP exchange with the server, for protocol details the typed client hides.
struct RawResponse: Sendable {
  var status: Int
  var headers: HTTPHeaders
  var body: [UInt8]

  /// The body parsed as JSON (`null` when it is not JSON).
  var json: JSONValue { (try? JSONValue(parsing: body)) ?? .null }
}

/// Sends one request with the shared HTTP client.
func raw(
  _ method: HTTPMethod, _ url: String, headers: [(String, String)] = [], body: [UInt8]? = nil
) async throws -> RawResponse {
  var request = HTTPClientRequest(url: url)
  request.method = method
  for (name, value) in headers { request.headers.add(name: name, value: value) }
  if let body { request.body = .bytes(ByteBuffer(bytes: body)) }
  let response = try await HTTPClient.shared.execute(request, timeout: .seconds(10))
  let buffer = try await response.body.collect(upTo: 16 << 20)
  return RawResponse(status: Int(response.status.code), headers: response.headers, body: Array(buffer.readableBytesView))
}
