/// InstantSearch's canonical SQL form of filters, as `FilterState` prints it and sends it as
/// the `filters` parameter.
///
/// Groups print as `( f1 OR f2 )` (or `( f1 AND f2 )` for an AND group) joined by ` AND `;
/// attributes and string values are double-quoted with `"` and `\` escaped; numbers use
/// `Double`'s description (`40.0`); booleans are bare; `NOT ` prefixes a negated filter and
/// `<score=N>` follows a scored one. The printer keeps the order it is given (FilterState sorts),
/// drops empty groups, and prints the empty expression as the empty string.
extension FilterExpression: CustomStringConvertible {
  /// The expression in InstantSearch's canonical form, e.g.
  /// `( "brand":"philips" OR "diagonal":42.0 ) AND ( "price" < 20.0 )`.
  public var description: String {
    groups.filter { !$0.filters.isEmpty }.map(\.description).joined(separator: " AND ")
  }
}

extension FilterGroup: CustomStringConvertible {
  /// `( f1 OR f2 )`, or `( f1 AND f2 )` for an AND group; `( f )` for a single filter.
  public var description: String {
    "( " + filters.map(\.description).joined(separator: " \(combinator.keyword) ") + " )"
  }
}

extension Filter: CustomStringConvertible {
  /// The filter alone, e.g. `NOT "brand":"sony"<score=2>`.
  public var description: String {
    switch self {
    case .facet(let filter): filter.description
    case .numeric(let filter): filter.description
    case .tag(let filter): filter.description
    }
  }
}

extension FacetFilter: CustomStringConvertible {
  /// `"attribute":value`, e.g. `"type":"45\"-50\"  tv's"` or `NOT "featured":true`.
  public var description: String {
    FilterQuoting.negation(isNegated) + FilterQuoting.quote(attribute) + ":" + value.description
      + FilterQuoting.score(score)
  }
}

extension FacetValue: CustomStringConvertible {
  /// A quoted string, a number such as `42.0`, or a bare `true`/`false`.
  public var description: String {
    switch self {
    case .string(let string): FilterQuoting.quote(string)
    case .number(let number): FilterNumber.format(number)
    case .bool(let bool): bool ? "true" : "false"
    }
  }
}

extension NumericFilter: CustomStringConvertible {
  /// `"price" < 20.0` or `"price":0.0 TO 10.0`, with `NOT ` when negated.
  public var description: String {
    let attribute = FilterQuoting.negation(isNegated) + FilterQuoting.quote(attribute)
    switch condition {
    case .comparison(let comparison, let value):
      return attribute + " \(comparison.rawValue) " + FilterNumber.format(value)
    case .range(let lower, let upper):
      return attribute + ":" + FilterNumber.format(lower) + " TO " + FilterNumber.format(upper)
    }
  }
}

extension TagFilter: CustomStringConvertible {
  /// `"_tags":"value"`, with `NOT ` when negated and `<score=N>` when scored.
  public var description: String {
    FilterQuoting.negation(isNegated) + "\"_tags\":" + FilterQuoting.quote(value) + FilterQuoting.score(score)
  }
}

/// The lexical pieces of the canonical form.
enum FilterQuoting {
  /// `text` in double quotes, with `\` and `"` backslash-escaped so the lexer reads it back.
  static func quote(_ text: String) -> String {
    var result = String.UnicodeScalarView()
    result.append("\"")
    for scalar in text.unicodeScalars {
      if scalar == "\"" || scalar == "\\" { result.append("\\") }
      result.append(scalar)
    }
    result.append("\"")
    return String(result)
  }

  static func negation(_ isNegated: Bool) -> String { isNegated ? "NOT " : "" }

  static func score(_ score: Int?) -> String { score.map { "<score=\($0)>" } ?? "" }
}
