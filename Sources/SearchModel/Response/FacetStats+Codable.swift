extension FacetStats: Codable {
  private enum CodingKeys: String, CodingKey {
    case min, max, avg, sum
  }

  /// Decodes `{"min":..,"max":..,"avg":..,"sum":..}`; all four are required, as Algolia always sends them.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      min: try container.decode(Double.self, forKey: .min),
      max: try container.decode(Double.self, forKey: .max),
      avg: try container.decode(Double.self, forKey: .avg),
      sum: try container.decode(Double.self, forKey: .sum))
  }

  /// Encodes the four statistics in Algolia's order.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(min, forKey: .min)
    try container.encode(max, forKey: .max)
    try container.encode(avg, forKey: .avg)
    try container.encode(sum, forKey: .sum)
  }
}
