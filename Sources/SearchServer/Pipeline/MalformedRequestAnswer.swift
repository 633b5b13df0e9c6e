import HTTPTypes
import NIOCore
import NIOHTTP1
import NIOHTTPTypes
import SearchModel

/// Gives the requests NIO's HTTP parser refuses Algolia's JSON error body.
///
/// A garbage request line or a malformed header never reaches `SearchServerResponder`: NIO's
/// decoder fails, and Hummingbird's HTTP/1 channel answers on its own with a 400 that has no body,
/// then closes the connection. Hummingbird has no hook for that answer, but it does let us add
/// channel handlers after the HTTP codec. This one sits there: it notes the parser error on its way
/// in (the error still goes on, so Hummingbird closes as before) and, when the 400 comes back down,
/// gives it the `{"message","status"}` body every other error has (Python's client raises from
/// `message`), with the JSON content type and the CORS header. Responses to parsed requests pass
/// through untouched.
final class MalformedRequestAnswer: ChannelDuplexHandler, RemovableChannelHandler {
  typealias InboundIn = HTTPRequestPart
  typealias InboundOut = HTTPRequestPart
  typealias OutboundIn = HTTPResponsePart
  typealias OutboundOut = HTTPResponsePart

  /// The parser's error, once it has failed on this connection.
  private var parserError: HTTPParserError?

  func errorCaught(context: ChannelHandlerContext, error: any Error) {
    if let error = error as? HTTPParserError { parserError = error }
    context.fireErrorCaught(error)
  }

  func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
    guard let error = parserError, case .head(var head) = unwrapOutboundIn(data), head.status == .badRequest,
      head.headerFields[.contentLength] == "0"
    else {
      context.write(data, promise: promise)
      return
    }
    parserError = nil
    let body = JSONValue.object([
      "message": .string("Malformed HTTP request (\(error))"), "status": 400,
    ]).serializedBytes()
    head.headerFields[.contentType] = "application/json; charset=utf-8"
    head.headerFields[.contentLength] = String(body.count)
    head.headerFields[.accessControlAllowOrigin] = "*"
    context.write(wrapOutboundOut(.head(head)), promise: promise)
    context.write(wrapOutboundOut(.body(context.channel.allocator.buffer(bytes: body))), promise: nil)
  }
}
