extension FacetSearchRequest {
  /// The JSON body of `POST /1/indexes/{index}/facets/{facet}/query`, as the official clients
  /// send it: `{"facetQuery":..., "maxFacetHits":..., "params":"<url-encoded search>"}`.
  public var body: JSONObject {
    var body: JSONObject = ["facetQuery": .string(facetQuery)]
    if let maxFacetHits { body["maxFacetHits"] = .number(Double(maxFacetHits)) }
    let params = parameters.urlEncodedString
    if !params.isEmpty { body["params"] = .string(params) }
    return body
  }

  /// Reads a facet-search body; the index and facet come from the URL path.
  ///
  /// `params` may be a URL-encoded string or an object, and sibling keys (other than
  /// `facetQuery` / `maxFacetHits`) are merged over it, as for multi-query entries; `facetQuery`
  /// and `maxFacetHits` may also sit inside `params`.
  ///
  /// - Throws: ``APIError`` 400 in Algolia's words for a bad value.
  public init(indexName: String, facetName: String, body: JSONObject) throws(APIError) {
    var merged = JSONObject()
    switch body["params"] {
    case .string(let params)?: merged = SearchParameters.jsonObject(urlEncoded: params)
    case .object(let params)?: merged = params
    case nil, .null?: break
    default: throw InvalidParameter(name: "params", expected: "string").apiError
    }
    for (key, value) in body where key != "params" { merged[key] = value }
    let facetQuery = merged.removeValue(forKey: "facetQuery") ?? .null
    let maxFacetHits = merged.removeValue(forKey: "maxFacetHits") ?? .null
    guard facetQuery == .null || ParameterValue.string(facetQuery) != nil else {
      throw InvalidParameter(name: "facetQuery", expected: "string").apiError
    }
    guard maxFacetHits == .null || ParameterValue.integer(maxFacetHits) != nil else {
      throw InvalidParameter(name: "maxFacetHits", expected: "integer").apiError
    }
    self.init(
      indexName: indexName, facetName: facetName, facetQuery: ParameterValue.string(facetQuery) ?? "",
      maxFacetHits: ParameterValue.integer(maxFacetHits), parameters: try SearchParameters(jsonObject: merged))
  }
}
