import OrderedCollections

/// `facets_stats` for one numeric facet: computed over every matching record, not only the page.
///
/// Its JSON is `{"min":..,"max":..,"avg":..,"sum":..}` in Algolia's order, all four required (Algolia
/// always sends them): what the synthesized `Codable` reads and writes, the properties being
/// declared in that order.
public struct FacetStats: Sendable, Hashable, Codable {
  /// Smallest value.
  public var min: Double
  /// Largest value.
  public var max: Double
  /// Mean value.
  public var avg: Double
  /// Sum of the values.
  public var sum: Double

  /// Creates statistics.
  public init(min: Double, max: Double, avg: Double, sum: Double) {
    self.min = min
    self.max = max
    self.avg = avg
    self.sum = sum
  }
}
