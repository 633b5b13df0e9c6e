/// One host requests can go to: scheme, name and optional port.
///
/// Algolia's own hosts are HTTPS on the default port; custom hosts (`http://127.0.0.1:7700`)
/// point the client at the loopback server or a proxy.
public struct AlgoliaHost: Sendable, Hashable, CustomStringConvertible {
  /// `http` or `https`.
  public var scheme: String
  /// Host name or IP address (IPv6 without brackets).
  public var name: String
  /// The port, or `nil` for the scheme's default.
  public var port: Int?

  /// A host from its parts.
  public init(scheme: String = "https", name: String, port: Int? = nil) {
    self.scheme = scheme
    self.name = name
    self.port = port
  }

  /// Parses `http://127.0.0.1:7700`, `https://x-dsn.algolia.net` or a bare `host[:port]`
  /// (HTTPS, as the Algolia CLI assumes). Returns `nil` for anything else.
  public init?(parsing text: String) {
    var rest = Substring(text.trimmingCharacters(in: " \t"))
    var scheme = "https"
    if let range = rest.range(of: "://") {
      scheme = rest[..<range.lowerBound].lowercased()
      rest = rest[range.upperBound...]
    }
    guard scheme == "http" || scheme == "https" else { return nil }
    while rest.hasSuffix("/") { rest = rest.dropLast() }
    var port: Int?
    if rest.hasPrefix("[") {
      guard let close = rest.firstIndex(of: "]") else { return nil }
      let after = rest[rest.index(after: close)...]
      if after.hasPrefix(":") {
        guard let value = Int(after.dropFirst()), (1...65535).contains(value) else { return nil }
        port = value
      } else if !after.isEmpty {
        return nil
      }
      rest = rest[rest.index(after: rest.startIndex)..<close]
    } else if let colon = rest.lastIndex(of: ":") {
      guard let value = Int(rest[rest.index(after: colon)...]), (1...65535).contains(value) else { return nil }
      port = value
      rest = rest[..<colon]
    }
    guard !rest.isEmpty, !rest.contains("/"), !rest.contains(" ") else { return nil }
    self.init(scheme: scheme, name: String(rest), port: port)
  }

  /// `scheme://name[:port]`, the prefix of every URL sent to this host.
  public var baseURL: String {
    let host = name.contains(":") ? "[\(name)]" : name
    return port.map { "\(scheme)://\(host):\($0)" } ?? "\(scheme)://\(host)"
  }

  /// The base URL; hosts carry no secret.
  public var description: String { baseURL }
}

extension String {
  fileprivate func trimmingCharacters(in set: String) -> String {
    var slice = Substring(self)
    while let first = slice.first, set.contains(first) { slice = slice.dropFirst() }
    while let last = slice.last, set.contains(last) { slice = slice.dropLast() }
    return String(slice)
  }
}
