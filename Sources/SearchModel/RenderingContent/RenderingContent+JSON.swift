extension RenderingContent {
  /// Reads Algolia's JSON leniently, as a client reads a response: a `facetOrdering` that is not
  /// an object is kept in ``extra`` as it came rather than failing the whole response.
  public init(json object: JSONObject) {
    var extra = object
    if case .object(let ordering)? = object["facetOrdering"] {
      facetOrdering = FacetOrdering(json: ordering)
      extra.removeValue(forKey: "facetOrdering")
    } else {
      facetOrdering = nil
    }
    self.extra = extra
  }

  /// The content as Algolia's JSON: `facetOrdering` first, then the other members.
  public var json: JSONObject {
    var object: JSONObject = [:]
    if let facetOrdering { object["facetOrdering"] = .object(facetOrdering.json) }
    object.merge(extra) { typed, _ in typed }
    return object
  }
}
