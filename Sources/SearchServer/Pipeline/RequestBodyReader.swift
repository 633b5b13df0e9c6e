import Hummingbird
import NIOCore
import SearchModel

/// Reads a request body as a JSON object, whatever the content type.
///
/// Browser builds of Algolia's JS client send JSON as `text/plain` to avoid a CORS preflight,
/// so the content type is ignored. The body is collected up to the configured limit (413 past
/// it, decided from `Content-Length` before reading when possible); invalid UTF-8 or JSON and
/// non-objects get 400. An empty body reads as `{}`.
struct RequestBodyReader: Sendable {
  /// Largest accepted body, in bytes.
  let limit: Int

  /// The body as a JSON object.
  func object(of request: Request) async throws(APIError) -> JSONObject {
    if let length = request.headers[.contentLength].flatMap({ Int($0) }), length > limit {
      throw ServerError.bodyTooLarge(limit: limit)
    }
    let buffer: ByteBuffer
    do {
      buffer = try await request.body.collect(upTo: limit)
    } catch is NIOTooManyBytesError {
      throw ServerError.bodyTooLarge(limit: limit)
    } catch {
      throw ServerError.invalidJSON("the body could not be read (\(error))")
    }
    let bytes = Array(buffer.readableBytesView)
    if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) { return [:] }
    guard String(validating: bytes, as: UTF8.self) != nil else {
      throw ServerError.invalidJSON("the body is not valid UTF-8")
    }
    let value: JSONValue
    do {
      value = try JSONValue(parsing: bytes)
    } catch {
      throw ServerError.invalidJSON(error.description)
    }
    guard case .object(let object) = value else {
      throw ServerError.invalidJSON("expected an object, found \(value.kindDescription)")
    }
    return object
  }
}
