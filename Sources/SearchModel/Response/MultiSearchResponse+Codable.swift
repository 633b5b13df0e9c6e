extension MultiSearchResponse: Codable {
  /// Decodes `{"results":[...]}`.
  public init(from decoder: any Decoder) throws {
    var reader = try JSONObjectReader(from: decoder)
    self.init(results: try reader.require([MultiSearchResult].self, "results"))
  }

  /// Encodes `{"results":[...]}`.
  public func encode(to encoder: any Encoder) throws {
    var writer = JSONObjectWriter(codingPath: encoder.codingPath)
    try writer.encode(results, "results")
    try writer.write(to: encoder)
  }
}
