import SearchModel

/// How the in-memory service reads `filters` strings: with the SearchModel parser, as the
/// embedded engine does.
enum TestFilterParser {
  @Sendable static func parse(_ text: String) throws -> FilterExpression {
    try FilterExpression(parsing: text)
  }
}
