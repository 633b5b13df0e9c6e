/// The body of `POST /1/indexes/{index}/rules/search` (Algolia's `searchRules`).
public struct RuleSearchRequest: Sendable, Hashable {
  /// Words every listed rule must have in its objectID, description, patterns or contexts (as
  /// words or the start of words); empty lists all.
  public var query: String
  /// Only rules with a condition of this anchoring.
  public var anchoring: RuleAnchoring?
  /// Only rules with a condition of exactly this context.
  public var context: String?
  public var page: Int
  public var hitsPerPage: Int
  /// Only enabled (true) or disabled (false) rules; nil lists both.
  public var enabled: Bool?

  public init(
    query: String = "", anchoring: RuleAnchoring? = nil, context: String? = nil, page: Int = 0, hitsPerPage: Int = 20,
    enabled: Bool? = nil
  ) {
    self.query = query
    self.anchoring = anchoring
    self.context = context
    self.page = page
    self.hitsPerPage = hitsPerPage
    self.enabled = enabled
  }

  /// Reads the JSON body with Algolia's 400s for wrong types.
  public init(json object: JSONObject) throws(APIError) {
    self.init()
    for (name, value) in object where value != .null {
      switch name {
      case "query":
        guard let text = value.stringValue else { throw ListPaging.invalid("query", "string") }
        query = text
      case "anchoring":
        guard let text = value.stringValue, let anchoring = RuleAnchoring(rawValue: text) else {
          throw ListPaging.invalid("anchoring", #"one of "is", "startsWith", "endsWith", "contains""#)
        }
        self.anchoring = anchoring
      case "context":
        guard let text = value.stringValue else { throw ListPaging.invalid("context", "string") }
        context = text
      case "page": page = try ListPaging.page(value)
      case "hitsPerPage": hitsPerPage = try ListPaging.hitsPerPage(value)
      case "enabled":
        guard let flag = value.boolValue else { throw ListPaging.invalid("enabled", "boolean") }
        enabled = flag
      default:
        throw APIError.badRequest("Unknown parameter: \(name)")
      }
    }
  }


  /// The body as Algolia's clients send it.
  public var json: JSONObject {
    var object: JSONObject = ["query": .string(query)]
    if let anchoring { object["anchoring"] = .string(anchoring.rawValue) }
    if let context { object["context"] = .string(context) }
    object["page"] = .number(Double(page))
    object["hitsPerPage"] = .number(Double(hitsPerPage))
    if let enabled { object["enabled"] = .bool(enabled) }
    return object
  }
}

/// The answer of `rules/search`: one page of rules, how many matched, the page and page count.
public struct RuleSearchResponse: Sendable, Hashable {
  public var hits: [Rule]
  public var nbHits: Int
  public var page: Int
  public var nbPages: Int

  public init(hits: [Rule], nbHits: Int, page: Int, nbPages: Int) {
    self.hits = hits
    self.nbHits = nbHits
    self.page = page
    self.nbPages = nbPages
  }

  /// Algolia's shape: `{"hits": [...], "nbHits": N, "page": P, "nbPages": M}`.
  public var json: JSONObject {
    [
      "hits": .array(hits.map { .object($0.json) }), "nbHits": .number(Double(nbHits)), "page": .number(Double(page)),
      "nbPages": .number(Double(nbPages)),
    ]
  }
}

extension RuleSearchResponse {
  /// Reads Algolia's shape (a remote backend's answer).
  public init(json object: JSONObject) throws(Rule.FormatError) {
    guard case .array(let elements)? = object["hits"], let count = object["nbHits"]?.intValue else {
      throw Rule.FormatError("rules/search answer lacks hits or nbHits")
    }
    var hits: [Rule] = []
    for element in elements {
      guard var hit = element.objectValue else { throw Rule.FormatError("a rule hit is not an object") }
      hit.removeValue(forKey: "_highlightResult")
      hits.append(try Rule(json: hit))
    }
    self.init(
      hits: hits, nbHits: count, page: object["page"]?.intValue ?? 0, nbPages: object["nbPages"]?.intValue ?? 0)
  }
}
