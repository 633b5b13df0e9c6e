/// The body of `POST /1/indexes/{index}/synonyms/search` (Algolia's `searchSynonyms`).
public struct SynonymSearchRequest: Sendable, Hashable {
  /// Words every listed synonym must have (as words or the start of words); empty lists all.
  public var query: String
  /// Only synonyms of this kind.
  public var kind: Synonym.Kind?
  public var page: Int
  public var hitsPerPage: Int

  public init(query: String = "", kind: Synonym.Kind? = nil, page: Int = 0, hitsPerPage: Int = 100) {
    self.query = query
    self.kind = kind
    self.page = page
    self.hitsPerPage = hitsPerPage
  }

  /// Reads the JSON body with Algolia's 400s for wrong types.
  public init(json object: JSONObject) throws(APIError) {
    self.init()
    for (name, value) in object where value != .null {
      switch name {
      case "query":
        guard let text = value.stringValue else { throw ListPaging.invalid("query", "string") }
        query = text
      case "type":
        guard let text = value.stringValue, let kind = Synonym.Kind(spelling: text) else {
          throw ListPaging.invalid("type", #"one of "synonym", "onewaysynonym", "altcorrection1", "altcorrection2", "placeholder""#)
        }
        self.kind = kind
      case "page": page = try ListPaging.page(value)
      case "hitsPerPage": hitsPerPage = try ListPaging.hitsPerPage(value)
      default:
        throw APIError.badRequest("Unknown parameter: \(name)")
      }
    }
  }


  /// The body as Algolia's clients send it.
  public var json: JSONObject {
    var object: JSONObject = ["query": .string(query)]
    if let kind { object["type"] = .string(kind.rawValue) }
    object["page"] = .number(Double(page))
    object["hitsPerPage"] = .number(Double(hitsPerPage))
    return object
  }
}

/// The answer of `synonyms/search`: one page of synonyms and how many matched in all.
public struct SynonymSearchResponse: Sendable, Hashable {
  public var hits: [Synonym]
  public var nbHits: Int

  public init(hits: [Synonym], nbHits: Int) {
    self.hits = hits
    self.nbHits = nbHits
  }

  /// Algolia's shape: `{"hits": [...], "nbHits": N}`.
  public var json: JSONObject {
    ["hits": .array(hits.map { .object($0.json) }), "nbHits": .number(Double(nbHits))]
  }

  /// Reads Algolia's shape (a remote backend's answer).
  public init(json object: JSONObject) throws(Synonym.FormatError) {
    guard case .array(let elements)? = object["hits"], let count = object["nbHits"]?.doubleValue else {
      throw Synonym.FormatError("synonyms/search answer lacks hits or nbHits")
    }
    var hits: [Synonym] = []
    for element in elements {
      guard let hit = element.objectValue else { throw Synonym.FormatError("a synonym hit is not an object") }
      var synonym = hit
      synonym.removeValue(forKey: "_highlightResult")
      hits.append(try Synonym(json: synonym))
    }
    self.init(hits: hits, nbHits: Int(count))
  }
}
