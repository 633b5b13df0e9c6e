import SearchModel

extension FacetValue {
  /// The value as it appears among facet counts: strings as is, `true`/`false`, and numbers
  /// without a fractional part when they are whole (`4`, not `4.0`), as Algolia lists them.
  public var facetText: String {
    switch self {
    case .string(let string): string
    case .bool(let bool): bool ? "true" : "false"
    case .number(let number):
      if number.rounded() == number, abs(number) < 1e15 { String(Int64(number)) } else { String(number) }
    }
  }
}
