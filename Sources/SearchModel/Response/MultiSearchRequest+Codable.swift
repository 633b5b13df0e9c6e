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

extension MultiSearchStrategy: Codable {
  /// Decodes `"none"` or `"stopIfEnoughMatches"`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let string = try container.decode(String.self)
    guard let strategy = MultiSearchStrategy(rawValue: string) else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "expected \"none\" or \"stopIfEnoughMatches\", found \"\(string)\"")
    }
    self = strategy
  }

  /// Encodes the raw value.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}
