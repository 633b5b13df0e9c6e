/// The endpoints of Algolia's REST protocol this server answers.
///
/// Parsed from the method and the percent-decoded path segments, so index names and object IDs
/// with spaces or slashes (`my%20id%2F1`) arrive intact, and the literal `*` of
/// `/1/indexes/*/queries` is not mistaken for a wildcard.
enum AlgoliaRoute: Sendable, Hashable {
  case search(index: String)
  case multiSearch
  case facetSearch(index: String, facet: String)
  case settings(index: String)
  case listIndexes
  case object(index: String, objectID: String)
  case objects
  case browse(index: String)
  case synonymSearch(index: String)
  case synonym(index: String, objectID: String)
  case ruleSearch(index: String)
  case rule(index: String, objectID: String)

  /// Why a request matches no route.
  enum Mismatch: Error, Sendable, Hashable {
    /// No such endpoint.
    case notFound
    /// The path exists but not with this method (this server is read-only).
    case methodNotAllowed(allowed: String)
    /// A path segment is not valid percent-encoded UTF-8.
    case badEncoding
  }

  /// The route for `method` and the raw (still encoded) `path`.
  static func resolve(method: String, path: String) throws(Mismatch) -> AlgoliaRoute {
    var raw = path.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
    if raw.last == "" { raw = raw.dropLast() }
    var segments: [String] = []
    for part in raw {
      guard let decoded = PercentDecoding.decode(part, plusIsSpace: false) else { throw .badEncoding }
      segments.append(decoded)
    }
    guard segments.count >= 2, segments[0] == "1", segments[1] == "indexes" else { throw .notFound }
    let rest = Array(segments.dropFirst(2))
    let (route, allowed): (AlgoliaRoute?, String) =
      switch (method, rest.count) {
      case ("GET", 0): (.listIndexes, "GET")
      case (_, 0): (nil, "GET")
      case (_, 1): (nil, "")
      case ("POST", 2) where rest[0] == "*" && rest[1] == "queries": (.multiSearch, "POST")
      case ("POST", 2) where rest[0] == "*" && rest[1] == "objects": (.objects, "POST")
      case ("POST", 2) where rest[1] == "query": (.search(index: rest[0]), "POST")
      case ("POST", 2) where rest[1] == "browse": (.browse(index: rest[0]), "POST")
      case ("GET", 2) where rest[1] == "settings": (.settings(index: rest[0]), "GET")
      case ("GET", 2): (.object(index: rest[0], objectID: rest[1]), "GET")
      case ("POST", 3) where isList(rest[1]) && rest[2] == "search": (listSearch(rest[1], index: rest[0]), "POST")
      case (_, 3) where isList(rest[1]) && rest[2] == "search": (nil, "POST")
      case ("GET", 3) where isList(rest[1]) && !["batch", "clear"].contains(rest[2]):
        (listEntry(rest[1], index: rest[0], objectID: rest[2]), "GET")
      case (_, 3) where isList(rest[1]) && !["batch", "clear"].contains(rest[2]): (nil, "GET")
      case ("POST", 4) where rest[1] == "facets" && rest[3] == "query": (.facetSearch(index: rest[0], facet: rest[2]), "POST")
      case (_, 2) where ["query", "browse", "queries", "objects"].contains(rest[1]): (nil, "POST")
      case (_, 2): (nil, "GET")
      case (_, 4) where rest[1] == "facets" && rest[3] == "query": (nil, "POST")
      default: (nil, "")
      }
    if let route { return route }
    if !allowed.isEmpty { throw .methodNotAllowed(allowed: allowed) }
    // A write endpoint of Algolia's that this server serves no method of: still a 405 (with an
    // empty Allow, "no method allowed"), so every write gets the same answer.
    if isWriteEndpoint(method: method, rest) { throw .methodNotAllowed(allowed: "") }
    throw .notFound
  }

  /// Whether `segment` names one of an index's searchable lists (`synonyms`, `rules`), which
  /// share their read endpoints' shapes: `POST …/search` and `GET …/{objectID}`.
  private static func isList(_ segment: String) -> Bool {
    segment == "synonyms" || segment == "rules"
  }

  private static func listSearch(_ list: String, index: String) -> AlgoliaRoute {
    list == "rules" ? .ruleSearch(index: index) : .synonymSearch(index: index)
  }

  private static func listEntry(_ list: String, index: String, objectID: String) -> AlgoliaRoute {
    list == "rules" ? .rule(index: index, objectID: objectID) : .synonym(index: index, objectID: objectID)
  }

  /// Whether `method` on `/1/indexes/` + `rest` is one of Algolia's writes that the other
  /// cases do not already answer: `POST`/`DELETE /1/indexes/{index}` (add a record, delete the
  /// index), `POST {index}/{objectID}/partial`, `POST {index}/synonyms|rules/batch|clear`,
  /// `PUT`/`DELETE {index}/synonyms|rules/{objectID}` (Algolia's search.yml).
  static func isWriteEndpoint(method: String, _ rest: [String]) -> Bool {
    guard method != "GET", method != "HEAD" else { return false }
    switch rest.count {
    case 1: return true
    case 3 where rest[2] == "partial": return true
    case 3 where rest[1] == "synonyms" || rest[1] == "rules":
      return ["batch", "clear"].contains(rest[2]) ? method == "POST" : method != "POST"
    default: return false
    }
  }

  /// Whether the route reads a JSON body.
  var takesBody: Bool {
    switch self {
    case .search, .multiSearch, .facetSearch, .objects, .browse, .synonymSearch, .ruleSearch: true
    case .settings, .listIndexes, .object, .synonym, .rule: false
    }
  }
}
