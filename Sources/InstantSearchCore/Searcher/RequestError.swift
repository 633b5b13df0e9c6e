import SearchModel

/// A failed search together with the request that failed.
///
/// Interactors need the request to undo what they anticipated (a page marked as loading is
/// unmarked so it can be retried).
public struct RequestError<Request: Sendable>: Error, Sendable {
  /// What was sent.
  public var request: Request
  /// Why it failed: usually an `APIError` from the backend or a `FacetingError`.
  public var underlyingError: any Error

  /// Wraps `underlyingError` with its request.
  public init(request: Request, underlyingError: any Error) {
    self.request = request
    self.underlyingError = underlyingError
  }
}

extension RequestError: CustomStringConvertible {
  /// The underlying error's own wording, as users should see it.
  public var description: String { String(describing: underlyingError) }
}
