extension FilterExpression {
  /// Parses a `filters` string as Algolia does, or throws the error Algolia would report.
  ///
  /// `"(brand:Apple OR brand:Sony) AND price < 500"` gives two groups. A blank string is the
  /// empty expression. A parenthesised AND is flattened into the top-level AND, so every group
  /// of the result uses the `.or` combinator. `NOT price < 10` stays a negated comparison.
  public init(parsing text: String) throws(FilterSyntaxError) {
    var parser = FilterParser(text)
    self = try parser.parse()
  }
}
