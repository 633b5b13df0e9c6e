import Hummingbird

/// Lets browser front ends (InstantSearch.js, Autocomplete) call the server from any origin.
///
/// Like Algolia, every response allows any origin; a preflight `OPTIONS` is answered with the
/// methods and the Algolia headers browsers ask about, and is never subject to the key check
/// (browsers do not send credentials on preflights).
enum CORSPolicy {
  /// Headers a browser may send.
  static let allowedHeaders =
    "content-type, x-algolia-api-key, x-algolia-application-id, x-algolia-agent, x-algolia-usertoken, authorization, accept"

  /// The answer to a preflight request.
  static func preflight(_ request: Request) -> Response {
    var headers = HTTPFields()
    headers[.accessControlAllowMethods] = "GET, POST, OPTIONS"
    headers[.accessControlAllowHeaders] = request.headers[.accessControlRequestHeaders] ?? allowedHeaders
    headers[.accessControlMaxAge] = "86400"
    headers[.contentLength] = "0"
    return Response(status: .noContent, headers: headers)
  }

  /// Adds the allow-origin header to any response.
  static func decorate(_ response: inout Response) {
    response.headers[.accessControlAllowOrigin] = "*"
  }
}
