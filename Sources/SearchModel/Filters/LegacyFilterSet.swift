/// The legacy parameters that together mean one expression: what `FilterExpression`
/// becomes for a client or an API that only speaks `facetFilters`/`numericFilters`/`tagFilters`.
public struct LegacyFilterSet: Sendable, Hashable {
  /// Facet groups (`["brand:Apple", ["color:red", "color:-blue"]]`), nil when there are none.
  public var facetFilters: LegacyFilters?
  /// Numeric groups (`["price>=10.0", "price:1.0 TO 2.0"]`), nil when there are none.
  public var numericFilters: LegacyFilters?
  /// Tag groups (`["a", ["b", "-c"]]`), nil when there are none.
  public var tagFilters: LegacyFilters?

  /// A set of legacy parameters; absent ones are nil.
  public init(facetFilters: LegacyFilters? = nil, numericFilters: LegacyFilters? = nil, tagFilters: LegacyFilters? = nil) {
    self.facetFilters = facetFilters
    self.numericFilters = numericFilters
    self.tagFilters = tagFilters
  }
}
