/// Failures of the client itself (as opposed to `APIError`, which is the service's answer).
public enum AlgoliaClientError: Error, Sendable, Hashable, CustomStringConvertible {
  /// A 2xx response whose body is not the JSON expected for the endpoint.
  case malformedResponse(path: String, reason: String)

  /// What went wrong and on which endpoint.
  public var description: String {
    switch self {
    case .malformedResponse(let path, let reason):
      "Malformed response from \(path): \(reason)"
    }
  }
}
