/// The body of a list search (`POST /1/indexes/{index}/rules/search`, `…/synonyms/search`): the
/// query and paging every kind takes, and the kind's own filters, whose fields read as the
/// request's (`request.anchoring`, `request.kind`).
@dynamicMemberLookup
public struct StoredObjectSearchRequest<Criteria: StoredObjectCriteria>: Sendable, Hashable {
  /// Words every listed object must hold (as words or the start of words); empty lists all.
  public var query: String
  /// The kind's own filters.
  public var criteria: Criteria
  public var page: Int
  public var hitsPerPage: Int

  public init(query: String = "", criteria: Criteria, page: Int = 0, hitsPerPage: Int = Criteria.defaultHitsPerPage) {
    self.query = query
    self.criteria = criteria
    self.page = page
    self.hitsPerPage = hitsPerPage
  }

  /// A filter of the kind, read or set as a field of the request.
  public subscript<Value>(dynamicMember keyPath: WritableKeyPath<Criteria, Value>) -> Value {
    get { criteria[keyPath: keyPath] }
    set { criteria[keyPath: keyPath] = newValue }
  }

  /// Reads the JSON body with Algolia's 400s for wrong types and unknown fields.
  public init(json object: JSONObject) throws(APIError) {
    self.init(criteria: Criteria())
    for (name, value) in object where value != .null {
      switch name {
      case "query":
        guard let text = value.stringValue else { throw ListPaging.invalid("query", "string") }
        query = text
      case "page": page = try ListPaging.page(value)
      case "hitsPerPage": hitsPerPage = try ListPaging.hitsPerPage(value)
      default:
        guard try criteria.read(field: name, value) else { throw APIError.badRequest("Unknown parameter: \(name)") }
      }
    }
  }

  /// The body as Algolia's clients send it.
  public var json: JSONObject {
    var object: JSONObject = ["query": .string(query)]
    object.merge(criteria.json) { first, _ in first }
    object["page"] = .number(Double(page))
    object["hitsPerPage"] = .number(Double(hitsPerPage))
    return object
  }
}
