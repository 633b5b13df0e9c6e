import Testing
@testable import SearchModel

/// Invalid `filters` strings and the exact error Algolia reports for each.
@Suite("filters parser: errors in Algolia's words")
struct FilterSyntaxErrorTests {
  static let andInsideOr = "filter (X AND Y) OR Z is not allowed, only (X OR Y) AND Z is allowed"
  static let expectedTag =
    "Different types are not allowed in the same OR.\nExpected a tag filter which needs to have this form:\n - _tags:tag_value\n - tag_value"
  static let expectedFacet =
    "Different types are not allowed in the same OR.\nExpected a facet filter which needs to have this form:\n - facet_name:facet_value"
  static let expectedNumeric =
    "Different types are not allowed in the same OR.\nExpected a numeric filter which needs to have one of the following form:\n - numeric_attr_name=10\n - numeric_attr_name>10\n - numeric_attr_name>=10\n - numeric_attr_name<10\n - numeric_attr_name<=10\n - numeric_attr_name!=10\n - numeric_attr_name:10 TO 20"

  /// (input, message, column).
  static let table: [(String, String, Int)] = [
    // Keywords are upper case only.
    ("a and b", "Unexpected token string(and) expected end of filter at col 2", 2),
    ("a or b", "Unexpected token string(or) expected end of filter at col 2", 2),
    ("not a", "Unexpected token string(a) expected end of filter at col 4", 4),
    ("num:123 to 456", "Unexpected token string(to) expected end of filter at col 8", 8),
    // Empty and unclosed strings.
    (":value1 AND name2:value2", "Unexpected token ':' expected filter at col 0", 0),
    ("name1: AND name2:value2", "Unexpected token 'AND' expected string at col 7", 7),
    ("name1: AND x:y", "Unexpected token 'AND' expected string at col 7", 7),
    ("\"\":value1 AND name2:value2", "Unexpected token empty string expected filter at col 1", 1),
    ("name1:\"\" AND name2:value2", "Unexpected token empty string expected string at col 7", 7),
    ("\"unclosed", "Unexpected token incomplete string expected filter at col 0", 0),
    ("\"unclosed because escaped \\\"", "Unexpected token incomplete string expected filter at col 0", 0),
    ("\"unclosed with trailing backslash \\", "Unexpected token incomplete string expected filter at col 0", 0),
    ("'unclosed", "Unexpected token incomplete string expected filter at col 0", 0),
    ("a\"b\"c", "Unexpected token string(b) expected end of filter at col 1", 1),
    ("a'b'c", "Unexpected token string(b) expected end of filter at col 1", 1),
    ("a\\ AND\\ b", "Unexpected token string(AND\\) expected end of filter at col 3", 3),
    ("a:\"x\ny\" z", "Unexpected token string(z) expected end of filter at col 8", 8),
    ("a b\nc", "Unexpected token string(b\u{21B5}c) expected end of filter at col 2", 2),
    // Parentheses and NOT.
    ("NOT(a OR b)", "Unexpected token '(' expected filter at col 3", 3),
    ("NOT NOT a", "Unexpected token 'NOT' expected filter at col 4", 4),
    ("(languages:pythonORlanguages:javascript)", "Unexpected token ':' expected ')' at col 28", 28),
    ("(a OR b", "Unexpected token end of filter expected ')' at col 7", 7),
    ("()", "Unexpected token ')' expected filter at col 1", 1),
    ("a)", "Unexpected token ')' expected end of filter at col 1", 1),
    ("a AND", "Unexpected token end of filter expected filter at col 5", 5),
    ("OR a", "Unexpected token 'OR' expected filter at col 0", 0),
    // AND inside OR.
    ("(a AND b) OR c", andInsideOr, 10),
    ("a OR (b OR c AND d)", andInsideOr, 13),
    ("(A AND (B OR C))", andInsideOr, 10),
    ("(a AND b OR c) OR d", andInsideOr, 9),
    ("(a) OR (((b) OR (c)) AND (d))", andInsideOr, 21),
    ("((a AND b)) OR c", andInsideOr, 12),
    ("a OR (b AND c)", andInsideOr, 8),
    ("x AND (a AND b) OR c", andInsideOr, 16),
    // Different kinds in one OR.
    ("a OR name:value", expectedTag, 5),
    ("a OR num = 666", expectedTag, 5),
    ("name:value OR num = 666", expectedFacet, 14),
    ("a=10 OR B", expectedNumeric, 8),
    ("(((tag1) OR tag2) OR name:value)", expectedTag, 21),
    ("(tag1 OR (tag2 OR (name:value)))", expectedTag, 19),
    ("(((tag1 OR NOT tag2))) OR (name:value)", expectedTag, 27),
    ("_tags:a OR b:c", expectedTag, 11),
    ("price:1 TO 2 OR brand:x", expectedNumeric, 16),
    // Numbers and scores.
    ("num < 123 <score=789>", "Unexpected token < expected end of filter at col 10", 10),
    ("num:123 TO 456<score=789>", "Unexpected token < expected end of filter at col 14", 14),
    ("cat.lvl2:Womens>Tailoring", "Unexpected token > expected end of filter at col 15", 15),
    ("category.lvl2:Womens>Tailoring", "Unexpected token > expected end of filter at col 20", 20),
    ("a<unknown=666>", "Unexpected token string(unknown) expected numeric at col 2", 2),
    ("a:b<unknown=666>", "Unexpected token string(unknown) expected 'score' at col 4", 4),
    ("a:b<score 3>", "Unexpected token numeric(3) expected '=' at col 10", 10),
    ("a:b<score=x>", "Unexpected token string(x) expected numeric at col 10", 10),
    ("a:b<score=1.5>", "Unexpected token numeric(1.5) expected integer at col 10", 10),
    ("a:b<score=1", "Unexpected token end of filter expected > at col 11", 11),
    ("a:b<score=1,score=2>", "Unexpected token string(1,score) expected numeric at col 10", 10),
    ("price > abc", "Unexpected token string(abc) expected numeric at col 8", 8),
    ("price > -", "Unexpected token string(-) expected numeric at col 8", 8),
    ("price >", "Unexpected token end of filter expected numeric at col 7", 7),
    ("price:1 TO x", "Unexpected token string(x) expected numeric at col 11", 11),
    ("price:1.2.3 TO 4", "Unexpected token 'TO' expected end of filter at col 12", 12),
    ("price:1e3 TO 4", "Unexpected token 'TO' expected end of filter at col 10", 10),
    ("price <= = 3", "Unexpected token numeric operator expected numeric at col 9", 9),
    // A lone `!`.
    ("a ! b", "Unexpected token ! expected end of filter at col 2", 2),
    ("price ! 3", "Unexpected token ! expected end of filter at col 6", 6),
    ("!", "Unexpected token ! expected filter at col 0", 0),
    ("a:!b", "Unexpected token ! expected string at col 2", 2),
    (",a", "Unexpected token , expected filter at col 0", 0),
  ]

  @Test("each invalid string fails with Algolia's message and column", arguments: table)
  func fails(text: String, message: String, column: Int) {
    #expect(throws: FilterSyntaxError(message: message, column: column)) {
      try FilterExpression(parsing: text)
    }
  }

  @Test("the description carries the API's `filters: ` prefix")
  func description() {
    do {
      _ = try FilterExpression(parsing: "a and b")
      Issue.record("expected an error")
    } catch {
      #expect(error.description == "filters: Unexpected token string(and) expected end of filter at col 2")
      #expect(error.message == "Unexpected token string(and) expected end of filter at col 2")
      #expect(error.column == 2)
    }
  }

  @Test("columns count Unicode scalars")
  func unicodeColumns() {
    #expect(throws: FilterSyntaxError(message: "Unexpected token string(x) expected end of filter at col 6", column: 6)) {
      try FilterExpression(parsing: "\u{E9}t\u{E9}:\u{1F600} x")
    }
  }

  @Test("nesting is limited, so deep input fails cleanly instead of exhausting the stack")
  func nestingLimit() throws {
    let limit = FilterParser.maximumNesting
    let allowed = String(repeating: "(", count: limit) + "a" + String(repeating: ")", count: limit)
    #expect(try FilterExpression(parsing: allowed) == F.expression([F.tag("a")]))
    let tooDeep = String(repeating: "(", count: limit + 1) + "a" + String(repeating: ")", count: limit + 1)
    #expect(throws: FilterSyntaxError(message: "Too many nested parentheses (more than 100) at col 100", column: 100)) {
      try FilterExpression(parsing: tooDeep)
    }
    let huge = String(repeating: "(", count: 200_000)
    #expect(throws: FilterSyntaxError.self) { try FilterExpression(parsing: huge) }
  }

  @Test("long flat inputs parse")
  func longInput() throws {
    let text = (0..<5000).map { "t\($0)" }.joined(separator: " OR ")
    #expect(try FilterExpression(parsing: text).groups.first?.filters.count == 5000)
  }
}
