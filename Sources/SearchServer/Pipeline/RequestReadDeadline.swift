import NIOCore
import NIOHTTPTypes

/// Closes a connection whose request is not read whole within the read timeout of its head.
///
/// Hummingbird's idle timeout closes a connection that sends no complete request head for that
/// long (a client dribbling its headers a byte a second included), but it restarts at every body
/// part: a client dribbling its body would hold its connection, and the task serving it, for as
/// long as the body limit allows (10 MiB at a byte a second is four months). This handler, after
/// the HTTP codec, starts a timer at each request head and closes the connection if the request's
/// end has not arrived when it fires. No answer is sent: the client is still writing, and a
/// response it does not read would only sit in the socket (nginx's `client_body_timeout` does the
/// same). Requests read in time are untouched; the time to answer them does not count.
final class RequestReadDeadline: ChannelInboundHandler, RemovableChannelHandler {
  typealias InboundIn = HTTPRequestPart
  typealias InboundOut = HTTPRequestPart

  private let timeout: TimeAmount
  private var deadline: Scheduled<Void>?

  init(timeout: TimeAmount) {
    self.timeout = timeout
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    switch unwrapInboundIn(data) {
    case .head:
      deadline?.cancel()
      let channel = context.channel
      deadline = context.eventLoop.assumeIsolated().scheduleTask(in: timeout) {
        channel.close(promise: nil)
      }
    case .end:
      deadline?.cancel()
      deadline = nil
    case .body:
      break
    }
    context.fireChannelRead(data)
  }

  func channelInactive(context: ChannelHandlerContext) {
    deadline?.cancel()
    deadline = nil
    context.fireChannelInactive()
  }

  func handlerRemoved(context: ChannelHandlerContext) {
    deadline?.cancel()
    deadline = nil
  }
}
