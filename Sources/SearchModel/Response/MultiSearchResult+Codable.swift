extension MultiSearchResult: Codable {
  /// A result with `facetHits` is a facet-search result (from a `type:"facet"` entry);
  /// anything else is a search result.
  public init(from decoder: any Decoder) throws {
    let value = try JSONValue(from: decoder)
    if value["facetHits"] != nil {
      self = .facets(try FacetSearchResponse(from: decoder))
    } else {
      self = .hits(try SearchResponse(from: decoder))
    }
  }

  /// Encodes the wrapped response.
  public func encode(to encoder: any Encoder) throws {
    switch self {
    case .hits(let response): try response.encode(to: encoder)
    case .facets(let response): try response.encode(to: encoder)
    }
  }
}
