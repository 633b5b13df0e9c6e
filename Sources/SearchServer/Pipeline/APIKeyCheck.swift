import HTTPTypes
import Hummingbird

/// Requires the server's key on every request when one was configured.
///
/// The key may come as the `x-algolia-api-key` header (server-side clients) or query parameter
/// (browser builds of the JS client, which avoid preflights). CORS preflights carry neither and
/// are answered before this check.
struct APIKeyCheck: Sendable {
  /// The expected key, or `nil` for an open server.
  let key: ServerAPIKey?

  /// Whether `request` may proceed.
  func allows(_ request: Request, query: [(name: String, value: String)]) -> Bool {
    guard let key else { return true }
    if let header = request.headers[HTTPField.Name("x-algolia-api-key")!], key.matches(header) {
      return true
    }
    return query.contains { $0.name.lowercased() == "x-algolia-api-key" && key.matches($0.value) }
  }
}
