import Testing

@testable import Shell

@Suite("Command language: words, quotes, statements, comments")
struct LexerTests {
  func words(_ line: String) throws -> [[String]] {
    try StatementParser.statements(in: line).map(\.words)
  }

  @Test("blanks separate words; runs of blanks count once")
  func blanks() throws {
    #expect(try words("  query   red  shoes ") == [["query", "red", "shoes"]])
  }

  @Test("single quotes keep everything literally, including backslashes and ;")
  func singleQuotes() throws {
    #expect(try words(#"refine 'brand=Hewlett Packard' 'a\b;c'"#) == [["refine", "brand=Hewlett Packard", #"a\b;c"#]])
  }

  @Test("double quotes allow \\\" and \\\\ escapes, other backslashes stay")
  func doubleQuotes() throws {
    #expect(try words(#"filter "price < 10 AND \"x\" \\ \n""#) == [["filter", #"price < 10 AND "x" \ \n"#]])
  }

  @Test("a backslash outside quotes takes the next character literally")
  func backslash() throws {
    #expect(try words(#"refine brand=Hewlett\ Packard a\;b"#) == [["refine", "brand=Hewlett Packard", "a;b"]])
  }

  @Test("quotes join with adjacent text into one word")
  func adjacentQuotes() throws {
    #expect(try words(#"refine brand='Hewlett Packard'x"#) == [["refine", "brand=Hewlett Packardx"]])
  }

  @Test("an empty quoted string is a word")
  func emptyWord() throws {
    #expect(try words("query ''") == [["query", ""]])
  }

  @Test("unquoted ; separates statements and empty statements are dropped")
  func semicolons() throws {
    #expect(try words("query a; ;next;stats") == [["query", "a"], ["next"], ["stats"]])
  }

  @Test("# at the start of a word starts a comment; inside a word it is literal")
  func comments() throws {
    #expect(try words("query a#b # the rest; stats") == [["query", "a#b"]])
    #expect(try words("# only a comment").isEmpty)
  }

  @Test("statement text is kept as written, without the comment")
  func statementText() throws {
    let statements = try StatementParser.statements(in: "  refine 'a b'=c ;  next  # go on")
    #expect(statements.map(\.text) == ["refine 'a b'=c", "next"])
  }

  @Test("an unterminated quote is a syntax error pointing at the quote")
  func unterminated() {
    #expect(throws: SyntaxError(message: "unterminated single quote", column: 8)) {
      try StatementParser.statements(in: "refine 'brand=Apple")
    }
    #expect(throws: SyntaxError(message: "unterminated double quote", column: 7)) {
      try StatementParser.statements(in: #"query "abc"#)
    }
  }

  @Test("a trailing backslash is a syntax error")
  func trailingBackslash() {
    #expect(throws: SyntaxError(message: "backslash at end of line", column: 7)) {
      try StatementParser.statements(in: #"query \"#)
    }
  }

  @Test("UTF-8 words survive, columns count characters")
  func unicode() throws {
    #expect(try words("query café 'ü ö'") == [["query", "café", "ü ö"]])
    #expect(throws: SyntaxError(message: "unterminated single quote", column: 12)) {
      try StatementParser.statements(in: "query café 'x")
    }
  }

  @Test("Quoting.join writes words the lexer reads back identically", arguments: [
    ["refine", "brand=Hewlett Packard"], ["echo", "it's", "a;b", "#x", #"back\slash"#, ""], ["query", "café"],
  ])
  func quotingRoundTrip(words original: [String]) throws {
    let line = Quoting.join(original)
    #expect(try words(line) == [original])
  }
}
