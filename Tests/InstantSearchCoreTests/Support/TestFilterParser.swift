import SearchModel

/// How the in-memory service reads `filters` strings.
enum TestFilterParser {
  struct Unavailable: Error {}

  /// Parses with the SearchModel parser.
  @Sendable static func parse(_ text: String) throws -> FilterExpression {
    // The SearchModel parser has not landed yet.
    throw Unavailable()
  }
}
