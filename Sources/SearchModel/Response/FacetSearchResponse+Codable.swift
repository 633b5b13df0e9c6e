extension FacetSearchResponse: Codable {
  /// Decodes `{"facetHits":[...], "exhaustiveFacetsCount":true, "processingTimeMS":1}`;
  /// `exhaustiveFacetsCount` defaults to `true` when absent, other fields go to ``extra``.
  public init(from decoder: any Decoder) throws {
    var reader = try JSONObjectReader(from: decoder)
    self.init(
      facetHits: try reader.require([FacetHit].self, "facetHits"),
      exhaustiveFacetsCount: try reader.decode(Bool.self, "exhaustiveFacetsCount") ?? true,
      processingTimeMS: try reader.decode(Int.self, "processingTimeMS"))
    extra = reader.remaining
  }

  /// Encodes in Algolia's order, then ``extra``.
  public func encode(to encoder: any Encoder) throws {
    var writer = JSONObjectWriter(codingPath: encoder.codingPath)
    try writer.encode(facetHits, "facetHits")
    try writer.encode(exhaustiveFacetsCount, "exhaustiveFacetsCount")
    try writer.encode(processingTimeMS, "processingTimeMS")
    writer.merge(extra)
    try writer.write(to: encoder)
  }
}
