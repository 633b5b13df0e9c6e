extension MultiSearchRequest: Codable {
  /// Decodes `{"requests":[...], "strategy":"none"}`; `strategy` is optional.
  public init(from decoder: any Decoder) throws {
    var reader = try JSONObjectReader(from: decoder)
    self.init(
      requests: try reader.require([MultiSearchQuery].self, "requests"),
      strategy: try reader.decode(MultiSearchStrategy.self, "strategy"))
  }

  /// Encodes `requests` (flattened entries), then `strategy` when set.
  public func encode(to encoder: any Encoder) throws {
    var writer = JSONObjectWriter(codingPath: encoder.codingPath)
    try writer.encode(requests, "requests")
    try writer.encode(strategy, "strategy")
    try writer.write(to: encoder)
  }
}
