extension FacetHit: Codable {
  private enum CodingKeys: String, CodingKey {
    case value, highlighted, count
  }

  /// Decodes `{"value":"Apple","highlighted":"<em>App</em>le","count":12}`; `highlighted`
  /// defaults to the plain value when a backend leaves it out.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let value = try container.decode(String.self, forKey: .value)
    self.init(
      value: value,
      highlighted: try container.decodeIfPresent(String.self, forKey: .highlighted) ?? value,
      count: try container.decode(Int.self, forKey: .count))
  }

  /// Encodes the three fields in Algolia's order.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(value, forKey: .value)
    try container.encode(highlighted, forKey: .highlighted)
    try container.encode(count, forKey: .count)
  }
}
