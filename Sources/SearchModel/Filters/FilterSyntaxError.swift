/// Why a `filters` string was rejected, worded as Algolia words it.
///
/// `message` is the text after the API's `filters: ` prefix, e.g.
/// `Unexpected token string(and) expected end of filter at col 2`; `column` is the 0-based
/// position (in Unicode scalars) of the token the parser stopped at, so a caller can point at it.
/// `description` is what the API returns in its error body.
public struct FilterSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Algolia's message, without the `filters: ` prefix.
  public var message: String
  /// 0-based column of the offending token in the filter string.
  public var column: Int

  /// The error as the API prints it: `filters: <message>`.
  public var description: String { "filters: \(message)" }
}

extension FilterSyntaxError {
  /// `Unexpected token <found> expected <expected> at col <n>`, Algolia's wording for every
  /// token-level mistake.
  static func unexpected(_ token: FilterToken, expected: String) -> FilterSyntaxError {
    FilterSyntaxError(
      message: "Unexpected token \(token.displayName) expected \(expected) at col \(token.column)",
      column: token.column
    )
  }

  /// More parentheses open at once than `FilterParser.maximumNesting` (no Algolia wording).
  static func tooDeep(_ token: FilterToken) -> FilterSyntaxError {
    FilterSyntaxError(
      message: "Too many nested parentheses (more than \(FilterParser.maximumNesting)) at col \(token.column)",
      column: token.column
    )
  }

  /// AND and OR mixed in one nesting chain (`(a AND b) OR c`, `(A AND (B OR C))`).
  static func andInsideOr(column: Int) -> FilterSyntaxError {
    FilterSyntaxError(
      message: "filter (X AND Y) OR Z is not allowed, only (X OR Y) AND Z is allowed",
      column: column
    )
  }

  /// Filters of different kinds combined with OR; the message lists the forms of the kind the
  /// group started with, as Algolia does.
  static func mixedKinds(expected kind: FilterKind, column: Int) -> FilterSyntaxError {
    var lines = ["Different types are not allowed in the same OR."]
    switch kind {
    case .numeric:
      lines.append("Expected a numeric filter which needs to have one of the following form:")
      lines.append(contentsOf: ["=10", ">10", ">=10", "<10", "<=10", "!=10", ":10 TO 20"].map {
        " - numeric_attr_name\($0)"
      })
    case .facet:
      lines.append("Expected a facet filter which needs to have this form:")
      lines.append(" - facet_name:facet_value")
    case .tag:
      lines.append("Expected a tag filter which needs to have this form:")
      lines.append(" - _tags:tag_value")
      lines.append(" - tag_value")
    }
    return FilterSyntaxError(message: lines.joined(separator: "\n"), column: column)
  }
}
