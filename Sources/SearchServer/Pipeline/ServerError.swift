import SearchModel

/// The errors the server answers with, all sent as Algolia's `{"message","status"}` body.
enum ServerError {
  /// 403, worded as Algolia words it, for a missing or wrong key.
  static let invalidCredentials = APIError(message: "Invalid Application-ID or API key", status: 403)

  /// 404 for a path that is not an Algolia endpoint.
  static let notFound = APIError(message: "Not Found", status: 404)

  /// 405 for a known path with another method (the server is read-only).
  static func methodNotAllowed(_ method: String, allowed: String) -> APIError {
    let served = allowed.isEmpty ? "no method is served on this path" : "allowed: \(allowed)"
    return APIError(message: "Method \(method) not allowed here: this server is read-only (\(served))", status: 405)
  }

  /// 413 for a body over the limit.
  static func bodyTooLarge(limit: Int) -> APIError {
    APIError(message: "Request body too large: the limit is \(limit) bytes", status: 413)
  }

  /// 400 for a body that is not a JSON object.
  static func invalidJSON(_ reason: String) -> APIError {
    APIError(message: "Invalid JSON body: \(reason)", status: 400)
  }

  /// 500 for anything the backend threw that is not an `APIError`.
  static func internalError(_ error: any Error) -> APIError {
    APIError(message: "Internal error: \(error)", status: 500)
  }
}
