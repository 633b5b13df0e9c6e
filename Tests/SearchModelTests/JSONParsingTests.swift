import SearchModel
import Testing

@Suite("JSON parsing")
struct JSONParsingTests {
  @Test("parses every kind of value, keeping key order")
  func parsesValues() throws {
    let value = try JSONValue(parsing: #"{"z":1,"a":[true,false,null],"m":{"s":"x","n":-2.5e3}}"#)
    #expect(value.objectValue.map { Array($0.keys) } == ["z", "a", "m"])
    #expect(value["z"] == 1)
    #expect(value["a"] == [true, false, nil])
    #expect(value["m"]?["s"] == "x")
    #expect(value["m"]?["n"]?.doubleValue == -2500)
  }

  @Test("parses from bytes and from a non-contiguous collection alike")
  func parsesCollections() throws {
    let text = #"[1, "é", {"k": []}]"#
    let fromBytes = try JSONValue(parsing: Array(text.utf8))
    let fromView = try JSONValue(parsing: text.utf8.lazy.map { $0 })
    #expect(fromBytes == fromView)
    #expect(fromBytes[1] == "é")
  }

  @Test("decodes every string escape, including surrogate pairs")
  func decodesEscapes() throws {
    let value = try JSONValue(parsing: #"["\"\\\/\b\f\n\r\t", "\u00e9\u20AC", "\ud83d\ude00", "a\u0000b"]"#)
    #expect(value[0] == "\"\\/\u{8}\u{C}\n\r\t")
    #expect(value[1] == "é€")
    #expect(value[2] == "😀")
    #expect(value[3]?.stringValue?.unicodeScalars.count == 3)
  }

  @Test("numbers: integers, fractions, exponents, negative zero, big integers")
  func parsesNumbers() throws {
    let value = try JSONValue(parsing: "[0, -0, 799, 1.5, 1e3, 2E-2, 123456789012345680, 9007199254740993]")
    #expect(value[0]?.intValue == 0)
    #expect(value[2]?.intValue == 799)
    #expect(value[3]?.doubleValue == 1.5)
    #expect(value[4]?.doubleValue == 1000)
    #expect(value[5]?.doubleValue == 0.02)
    #expect(value[6]?.doubleValue == 123456789012345680)
    #expect(value[7]?.doubleValue == 9007199254740992)  // nearest double
  }

  @Test("skips a UTF-8 byte order mark")
  func skipsBOM() throws {
    #expect(try JSONValue(parsing: [0xEF, 0xBB, 0xBF] + Array("{}".utf8)) == .object([:]))
  }

  /// Strict RFC 8259: every case is rejected with a message and the exact position.
  @Test(
    "rejects what RFC 8259 rejects, with line and column",
    arguments: [
      ("{\"a\":1,}", 1, 8, "expected a string key after ',', found '}' (trailing commas are not allowed)"),
      ("[1,2,]", 1, 6, "expected a value after ',', found ']' (trailing commas are not allowed)"),
      ("[NaN]", 1, 2, "expected a value, found 'NaN'"),
      ("[Infinity]", 1, 2, "expected a value, found 'Infinity'"),
      ("{\n  // comment\n  \"a\": 1\n}", 2, 3, "expected a string key or '}', found '/' (comments are not allowed in JSON)"),
      ("{'a': 1}", 1, 2, "expected a string key or '}', found ''' (strings take double quotes)"),
      ("[01]", 1, 2, "leading zeros are not allowed in numbers"),
      ("[1.]", 1, 4, "expected a digit after '.', found ']'"),
      ("[-]", 1, 3, "expected a digit after '-', found ']'"),
      ("[1e]", 1, 4, "expected a digit in the exponent, found ']'"),
      ("[+1]", 1, 2, "expected a value, found '+'"),
      ("{\"a\" 1}", 1, 6, "expected ':' after the key \"a\", found '1'"),
      ("{\"a\":1 \"b\":2}", 1, 8, "expected ',' or '}' after an object member, found '\"'"),
      ("[1 2]", 1, 4, "expected ',' or ']' after an array element, found '2'"),
      ("[\"a\nb\"]", 1, 4, "control character U+000A must be escaped in a string"),
      ("[\"\\x\"]", 1, 3, "invalid escape '\\x' in string (valid: \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)"),
      ("[\"\\ud83d\"]", 1, 3, "high surrogate \\uD83D must be followed by a low surrogate \\uDC00-\\uDFFF"),
      ("[\"\\ude00\"]", 1, 3, "lone low surrogate \\uDE00 in string"),
      ("[\"\\u12G4\"]", 1, 7, "expected 4 hex digits after \\u, found 'G'"),
      ("[\"abc", 1, 2, "unterminated string (no closing '\"')"),
      ("{\"a\":1}}", 1, 8, "expected end of input after the JSON value, found '}'"),
      ("", 1, 1, "expected a value, found end of input"),
      ("[1,\n", 2, 1, "expected a value, found end of input"),
      ("[tru]", 1, 2, "expected a value, found 'tru'"),
      ("{\"é\":\"ü\", x}", 1, 11, "expected a string key after ',', found 'x'"),
      ("[1e999]", 1, 2, "number 1e999 is out of range"),
      ("{\"é\": €}", 1, 7, "expected a value, found '€'"),
    ])
  func rejectsInvalid(text: String, line: Int, column: Int, message: String) {
    #expect(throws: JSONParseError(message: message, line: line, column: column, offset: offset(text, line, column))) {
      try JSONValue(parsing: text)
    }
  }

  @Test("rejects invalid UTF-8 inside strings")
  func rejectsInvalidUTF8() {
    let bytes: [UInt8] = Array("[\"a".utf8) + [0xFF] + Array("\"]".utf8)
    #expect(throws: JSONParseError.self) { try JSONValue(parsing: bytes) }
  }

  /// Plain runs of a string are read eight bytes at a time; whatever ends a run must be found
  /// at every offset of those eight.
  @Test("a quote, an escape, a control character, non-ASCII or invalid UTF-8 at every offset of a long string")
  func everyOffsetInALongString() throws {
    for offset in 0..<40 {
      let head = String(repeating: "a", count: offset), tail = String(repeating: "b", count: 40 - offset)
      #expect(try JSONValue(parsing: "[\"\(head)\"]") == [.string(head)])
      #expect(try JSONValue(parsing: "[\"\(head)\\n\(tail)\"]") == [.string(head + "\n" + tail)])
      #expect(try JSONValue(parsing: "[\"\(head)é\(tail)\"]") == [.string(head + "é" + tail)])
      let control = "[\"\(head)\u{1F}\(tail)\"]"
      #expect(throws: JSONParseError(
        message: "control character U+001F must be escaped in a string", line: 1, column: 3 + offset,
        offset: 2 + offset)) { try JSONValue(parsing: control) }
      let invalid = Array("[\"\(head)".utf8) + [0xFF] + Array("\(tail)\"]".utf8)
      #expect(throws: JSONParseError.self, "0xFF at \(offset)") { try JSONValue(parsing: invalid) }
    }
  }

  @Test("rejects nesting deeper than 512 levels instead of overflowing the stack")
  func rejectsDeepNesting() {
    let deep = String(repeating: "[", count: 100_000)
    #expect(throws: JSONParseError(message: "nesting deeper than 512 levels", line: 1, column: 513, offset: 512)) {
      try JSONValue(parsing: deep)
    }
  }

  @Test("the error description gives the position first")
  func errorDescription() {
    let error = JSONParseError(message: "expected a value, found ']'", line: 3, column: 7, offset: 20)
    #expect(error.description == "line 3, column 7: expected a value, found ']'")
    // Records count from 1 in messages, like lines and columns: index 4 is the fifth record.
    let recordError = JSONParseError(message: "m", line: 3, column: 7, offset: 20, recordIndex: 4)
    #expect(recordError.description == "record 5, line 3, column 7: m")
  }

  /// The byte offset of a 1-based line/column in `text` (columns in scalars).
  private func offset(_ text: String, _ line: Int, _ column: Int) -> Int {
    var currentLine = 1
    var offset = 0
    let scalars = Array(text.unicodeScalars)
    var index = 0
    while currentLine < line, index < scalars.count {
      if scalars[index] == "\n" { currentLine += 1 }
      offset += String(scalars[index]).utf8.count
      index += 1
    }
    for _ in 1..<column where index < scalars.count {
      offset += String(scalars[index]).utf8.count
      index += 1
    }
    return offset
  }
}
