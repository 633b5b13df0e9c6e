import Hummingbird
import SearchModel

/// Responses carrying JSON, the only kind this server sends.
enum JSONResponse {
  /// `status` with `value` serialized compactly, keys in their stored order.
  static func make(_ value: JSONValue, status: HTTPResponse.Status = .ok) -> Response {
    let bytes = value.serializedBytes()
    var headers = HTTPFields()
    headers[.contentType] = "application/json; charset=utf-8"
    headers[.contentLength] = String(bytes.count)
    return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
  }

  /// Algolia's error body `{"message":"...","status":N}` with the matching HTTP status.
  static func error(_ error: APIError) -> Response {
    make(
      .object(["message": .string(error.message), "status": .number(Double(error.status))]),
      status: HTTPResponse.Status(code: error.status)
    )
  }
}
