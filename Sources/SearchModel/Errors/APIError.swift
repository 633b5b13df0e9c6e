/// An error as Algolia reports it: `{"message": "...", "status": 400}`.
///
/// The embedded engine throws these with Algolia's own wording, the loopback server sends them
/// as the body of its error responses, and the HTTP client decodes them, so the shell shows the
/// same message whichever backend answered.
public struct APIError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Algolia's message, shown to the user as is.
  public var message: String
  /// The HTTP status (400, 403, 404, 429...).
  public var status: Int

  /// Creates an error.
  public init(message: String, status: Int) {
    self.message = message
    self.status = status
  }

  /// The message alone, as Algolia's clients print it.
  public var description: String { message }

  /// 404 `Index NAME does not exist`.
  public static func indexNotFound(_ name: String) -> APIError {
    APIError(message: "Index \(name) does not exist", status: 404)
  }

  /// 400 for a malformed parameter.
  public static func badRequest(_ message: String) -> APIError {
    APIError(message: message, status: 400)
  }
}
