/// The answer of a list search: one page of objects, how many matched in all and, where the
/// kind's answer carries them, the page and the page count.
public struct StoredObjectSearchResponse<Object: StoredObject>: Sendable, Hashable {
  public var hits: [Object]
  public var nbHits: Int
  /// The page answered; nil when the kind's answer does not say (`synonyms/search`).
  public var page: Int?
  /// How many pages there are; nil when the kind's answer does not say.
  public var nbPages: Int?

  public init(hits: [Object], nbHits: Int, page: Int? = nil, nbPages: Int? = nil) {
    self.hits = hits
    self.nbHits = nbHits
    self.page = page
    self.nbPages = nbPages
  }

  /// Page `page` of `matching`, `hitsPerPage` objects a page.
  public init(matching: [Object], page: Int, hitsPerPage: Int) {
    let pages = Object.answerHasPages
    self.init(
      hits: ListPaging.slice(matching, page: page, hitsPerPage: hitsPerPage), nbHits: matching.count,
      page: pages ? page : nil, nbPages: pages ? (matching.count + hitsPerPage - 1) / hitsPerPage : nil)
  }

  /// Algolia's shape: `{"hits": [...], "nbHits": N}`, then `"page": P, "nbPages": M` when known.
  public var json: JSONObject {
    var object: JSONObject = ["hits": .array(hits.map { .object($0.json) }), "nbHits": .number(Double(nbHits))]
    if let page { object["page"] = .number(Double(page)) }
    if let nbPages { object["nbPages"] = .number(Double(nbPages)) }
    return object
  }

  /// Reads Algolia's shape (a remote backend's answer); each hit's `_highlightResult` is dropped.
  public init(json object: JSONObject) throws(ModelFormatError) {
    guard case .array(let elements)? = object["hits"], let count = object["nbHits"]?.intValue else {
      throw ModelFormatError("\(Object.pluralName)/search answer lacks hits or nbHits")
    }
    var hits: [Object] = []
    for element in elements {
      guard var hit = element.objectValue else { throw ModelFormatError("a \(Object.singularName) hit is not an object") }
      hit.removeValue(forKey: "_highlightResult")
      hits.append(try Object(json: hit))
    }
    let pages = Object.answerHasPages
    self.init(
      hits: hits, nbHits: count, page: pages ? object["page"]?.intValue ?? 0 : nil,
      nbPages: pages ? object["nbPages"]?.intValue ?? 0 : nil)
  }
}
