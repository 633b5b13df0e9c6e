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
