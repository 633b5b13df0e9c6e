import Testing
@testable import SearchModel

/// Valid `filters` strings and the expression each one means.
@Suite("filters parser: valid strings")
struct FilterParserTests {
  static let table: [(String, FilterExpression)] = [
    // Empty input.
    ("", F.expression()),
    ("   ", F.expression()),
    // Facets: bare, quoted, numbers, booleans, nested attributes.
    ("category:Book", F.expression([F.facet("category", "Book")])),
    ("category:\"Books and Comics\"", F.expression([F.facet("category", "Books and Comics")])),
    ("category:'Books and Comics'", F.expression([F.facet("category", "Books and Comics")])),
    ("keyword:\"OR\"", F.expression([F.facet("keyword", "OR")])),
    ("a.b.c:\"x\"", F.expression([F.facet("a.b.c", "x")])),
    ("\"double quoted name\":value", F.expression([F.facet("double quoted name", "value")])),
    ("\"name with: colon\":value", F.expression([F.facet("name with: colon", "value")])),
    ("name:\"value with: colon\"", F.expression([F.facet("name", "value with: colon")])),
    ("\" \":value1 AND name2:value2", F.expression([F.facet(" ", "value1")], [F.facet("name2", "value2")])),
    ("size:40", F.expression([F.facet("size", 40)])),
    ("size:-3.5", F.expression([F.facet("size", -3.5)])),
    ("size:\"40\"", F.expression([F.facet("size", "40")])),
    ("featured:true", F.expression([F.facet("featured", true)])),
    ("featured:false", F.expression([F.facet("featured", false)])),
    ("featured:\"true\"", F.expression([F.facet("featured", "true")])),
    ("featured:True", F.expression([F.facet("featured", "True")])),
    ("num:123TO456", F.expression([F.facet("num", "123TO456")])),
    ("name : -value", F.expression([F.facet("name", "-value")])),
    ("name : \\-value", F.expression([F.facet("name", "\\-value")])),
    ("\\name\\:\\value\\", F.expression([F.facet("\\name\\", "\\value\\")])),
    ("123:abc", F.expression([F.facet("123", "abc")])),
    ("brand:Sam,sung", F.expression([F.facet("brand", "Sam,sung")])),
    // Quoted strings and escapes.
    ("t:\"double quote = \\\"\"", F.expression([F.facet("t", "double quote = \"")])),
    ("t:'single quote = \\''", F.expression([F.facet("t", "single quote = '")])),
    ("t:\"\\\\\"", F.expression([F.facet("t", "\\")])),
    ("t:\"unknown = \\x\"", F.expression([F.facet("t", "unknown = \\x")])),
    ("t:\"not a newline: \\n\"", F.expression([F.facet("t", "not a newline: \\n")])),
    ("t:\"45\\\"-50\\\"  tv's\"", F.expression([F.facet("t", "45\"-50\"  tv's")])),
    ("\"\\\\initial backslash\"", F.expression([F.tag("\\initial backslash")])),
    ("'escaped double quote = \\\"'", F.expression([F.tag("escaped double quote = \"")])),
    ("\"single quote = '\"", F.expression([F.tag("single quote = '")])),
    ("t:\"a\\\\\\\"b\"", F.expression([F.facet("t", "a\\\"b")])),
    ("t:\"caf\u{E9} \u{1F600}\"", F.expression([F.facet("t", "caf\u{E9} \u{1F600}")])),
    // Numeric comparisons and ranges.
    ("price < 10", F.expression([F.numeric("price", .lessThan, 10)])),
    ("price<=10", F.expression([F.numeric("price", .lessThanOrEqual, 10)])),
    ("price = 10", F.expression([F.numeric("price", .equal, 10)])),
    ("price != 10", F.expression([F.numeric("price", .notEqual, 10)])),
    ("price >= -2.5", F.expression([F.numeric("price", .greaterThanOrEqual, -2.5)])),
    ("price > 1.", F.expression([F.numeric("price", .greaterThan, 1)])),
    ("price > -.5", F.expression([F.numeric("price", .greaterThan, -0.5)])),
    ("price:10 TO 20", F.expression([F.range("price", 10, 20)])),
    ("price: 5.99 TO 100", F.expression([F.range("price", 5.99, 100)])),
    ("date: 1441745506 TO 1441755506", F.expression([F.range("date", 1_441_745_506, 1_441_755_506)])),
    // Negation stays in the AST; the engine inverts.
    ("NOT price < 10", F.expression([F.numeric("price", .lessThan, 10, not: true)])),
    ("NOT date:1514764800 TO 1546300799", F.expression([F.range("date", 1_514_764_800, 1_546_300_799, not: true)])),
    ("NOT name:value", F.expression([F.facet("name", "value", not: true)])),
    ("NOT name:-value", F.expression([F.facet("name", "-value", not: true)])),
    ("NOT a", F.expression([F.tag("a", not: true)])),
    ("NOT -a", F.expression([F.tag("-a", not: true)])),
    ("NOT \"quoted value\"", F.expression([F.tag("quoted value", not: true)])),
    // Tags: bare, quoted, _tags.
    ("a", F.expression([F.tag("a")])),
    ("\" \"", F.expression([F.tag(" ")])),
    ("-value", F.expression([F.tag("-value")])),
    ("42", F.expression([F.tag("42")])),
    ("\\whatever\\", F.expression([F.tag("\\whatever\\")])),
    ("_tags:published", F.expression([F.tag("published")])),
    ("_tags:\"x y\"", F.expression([F.tag("x y")])),
    ("_tags:42", F.expression([F.tag("42")])),
    ("a\nAND\rb\tAND\u{C}c AND d", F.expression([F.tag("a\nAND\rb\tAND\u{C}c")], [F.tag("d")])),
    ("a\\ AND b", F.expression([F.tag("a\\")], [F.tag("b")])),
    // Scores.
    ("a<score=789>", F.expression([F.tag("a", score: 789)])),
    (" a < score = 789 > ", F.expression([F.tag("a", score: 789)])),
    ("name:value<score=789>", F.expression([F.facet("name", "value", score: 789)])),
    (" name : value < score = 789 > ", F.expression([F.facet("name", "value", score: 789)])),
    ("_tags:t<score=-2>", F.expression([F.tag("t", score: -2)])),
    (
      "(company:Google<score=3> OR company:Amazon<score=2>)",
      F.expression([F.facet("company", "Google", score: 3), F.facet("company", "Amazon", score: 2)])
    ),
    // AND of OR groups, OR binding tighter, parentheses.
    (
      "(category:Book OR category:Ebook) AND _tags:published",
      F.expression([F.facet("category", "Book"), F.facet("category", "Ebook")], [F.tag("published")])
    ),
    ("a AND b OR c", F.expression([F.tag("a")], [F.tag("b"), F.tag("c")])),
    ("a OR b AND c", F.expression([F.tag("a"), F.tag("b")], [F.tag("c")])),
    (
      "(type:a OR type:b) AND NOT type:c AND NOT type:d",
      F.expression(
        [F.facet("type", "a"), F.facet("type", "b")], [F.facet("type", "c", not: true)],
        [F.facet("type", "d", not: true)])
    ),
    (
      "a OR b AND (tags:movie AND price:10 TO 20)",
      F.expression([F.tag("a"), F.tag("b")], [F.facet("tags", "movie")], [F.range("price", 10, 20)])
    ),
    ("(a AND b)", F.expression([F.tag("a")], [F.tag("b")])),
    ("((a AND (b AND c)))", F.expression([F.tag("a")], [F.tag("b")], [F.tag("c")])),
    ("(a AND b) AND c OR d", F.expression([F.tag("a")], [F.tag("b")], [F.tag("c"), F.tag("d")])),
    ("(a)", F.expression([F.tag("a")])),
    ("(((a)) OR (b OR (c)))", F.expression([F.tag("a"), F.tag("b"), F.tag("c")])),
    ("a OR (b OR c) OR d", F.expression([F.tag("a"), F.tag("b"), F.tag("c"), F.tag("d")])),
    ("(a AND b\\)", F.expression([F.tag("a")], [F.tag("b\\")])),
    (
      "price < 10 OR price > 20 OR size:5 TO 6",
      F.expression([F.numeric("price", .lessThan, 10), F.numeric("price", .greaterThan, 20), F.range("size", 5, 6)])
    ),
    (
      " tag AND name : value AND num = 123 ",
      F.expression([F.tag("tag")], [F.facet("name", "value")], [F.numeric("num", .equal, 123)])
    ),
    (
      "A AND B AND (C OR D) AND (E OR F)",
      F.expression([F.tag("A")], [F.tag("B")], [F.tag("C"), F.tag("D")], [F.tag("E"), F.tag("F")])
    ),
  ]

  @Test("each valid string parses to its expression", arguments: table)
  func parses(text: String, expected: FilterExpression) throws {
    #expect(try FilterExpression(parsing: text) == expected)
  }

  @Test("the parser only produces OR groups")
  func onlyOrGroups() throws {
    for (text, _) in Self.table {
      let expression = try FilterExpression(parsing: text)
      #expect(expression.groups.allSatisfy { $0.combinator == .or })
    }
  }

  @Test("a comparison's inverse holds exactly when it does not", arguments: NumericOperator.allCases)
  func inverse(comparison: NumericOperator) {
    func holds(_ comparison: NumericOperator, _ left: Double, _ right: Double) -> Bool {
      switch comparison {
      case .lessThan: left < right
      case .lessThanOrEqual: left <= right
      case .equal: left == right
      case .notEqual: left != right
      case .greaterThanOrEqual: left >= right
      case .greaterThan: left > right
      }
    }
    #expect(comparison.inverse.inverse == comparison)
    for left in [-1.0, 0, 1] {
      #expect(holds(comparison, left, 0) != holds(comparison.inverse, left, 0))
    }
  }
}
