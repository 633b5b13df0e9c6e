/// Why the filtering parameters of a query could not be read: a bad `filters` string or a bad
/// legacy filter, each with the message the API returns.
public enum FilterParametersError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The `filters` string is invalid.
  case filters(FilterSyntaxError)
  /// A `facetFilters`, `numericFilters` or `tagFilters` value is invalid.
  case legacy(LegacyFilterParameter, LegacyFilterError)

  /// The API's message: `filters: …` for the string, the legacy message otherwise.
  public var description: String {
    switch self {
    case .filters(let error): error.description
    case .legacy(_, let error): error.description
    }
  }
}
