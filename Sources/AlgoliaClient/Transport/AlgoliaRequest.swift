/// One REST call, before a host is chosen: method, path, query and JSON body.
///
/// Kept independent of the HTTP library so the client's operations read as plain data and the
/// transport alone deals with hosts, headers and retries.
public struct AlgoliaRequest: Sendable, Hashable {
  /// The HTTP methods the client uses.
  public enum Method: String, Sendable, Hashable {
    case get = "GET"
    case post = "POST"
  }

  /// The method.
  public var method: Method
  /// Already percent-encoded path, e.g. `/1/indexes/my%20index/query`.
  public var path: String
  /// Query string items, encoded by the transport.
  public var query: [(name: String, value: String)]
  /// The JSON body, or `nil` for none.
  public var body: [UInt8]?
  /// True for reads (GET and search POSTs): they use the read timeout and read hosts.
  public var isRead: Bool

  /// A request; search POSTs pass `isRead: true`, as Algolia's `x-use-read-transporter`.
  public init(
    method: Method,
    path: String,
    query: [(name: String, value: String)] = [],
    body: [UInt8]? = nil,
    isRead: Bool = true
  ) {
    self.method = method
    self.path = path
    self.query = query
    self.body = body
    self.isRead = isRead
  }

  /// Path and encoded query, as sent after the host.
  public var target: String {
    if query.isEmpty { return path }
    return path + "?" + query.map { "\(PathEncoding.encodeQueryComponent($0.name))=\(PathEncoding.encodeQueryComponent($0.value))" }
      .joined(separator: "&")
  }

  /// Same method, target (path and encoded query), body and host kind.
  public static func == (lhs: AlgoliaRequest, rhs: AlgoliaRequest) -> Bool {
    lhs.method == rhs.method && lhs.target == rhs.target && lhs.body == rhs.body && lhs.isRead == rhs.isRead
  }

  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(method)
    hasher.combine(target)
    hasher.combine(body)
    hasher.combine(isRead)
  }
}
