/// `facetFilters`, `numericFilters`, `tagFilters` and `optionalFilters` in their legacy form:
/// a single string, or an array whose elements are ANDed and whose nested arrays are ORed.
/// `brand:-Apple` negates; `\-` escapes a leading dash.
public enum LegacyFilters: Sendable, Hashable {
  /// One string: a single filter, or (for `tagFilters`, as the JS helper sends it) a
  /// comma-separated list with parenthesised OR groups.
  case string(String)
  /// Outer array = AND, inner arrays = OR.
  case list([LegacyFilterElement])
}
