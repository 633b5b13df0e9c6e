/// The strict RFC 8259 parser behind ``JSONValue/init(parsing:)-(Collection<UInt8>)``.
///
/// It works on raw UTF-8 bytes through an `UnsafeBufferPointer`, because it sits on the engine's
/// import path: no per-character `String` work, strings without escapes are copied in one step,
/// and small integers are computed without going through text. It rejects everything RFC 8259
/// does (trailing commas, comments, `NaN`, single quotes, unescaped control characters, lone
/// surrogates, invalid UTF-8, leading zeros) and limits nesting so hostile input cannot
/// overflow the stack.
struct JSONParser {
  /// The deepest nesting accepted; deeper input is an error rather than a stack overflow.
  static let maximumDepth = 512

  let bytes: UnsafeBufferPointer<UInt8>
  var index: Int
  /// 1-based line of `index`, kept up to date by whitespace skipping (the only place newlines occur).
  var line: Int
  /// Byte offset where the current line starts.
  var lineStart: Int
  /// Added to every reported offset, line and first-line column, for slices of a larger input.
  let base: Position
  var depth = 0

  /// Where a slice sits inside the whole input, so errors point into the whole input.
  struct Position {
    var offset = 0
    var line = 1
    var column = 1
    var recordIndex: Int?
  }

  init(bytes: UnsafeBufferPointer<UInt8>, base: Position = Position()) {
    self.bytes = bytes
    self.index = 0
    self.line = 1
    self.lineStart = 0
    self.base = base
  }

  /// Parses one complete document: a value surrounded by optional whitespace (and an optional BOM).
  mutating func parseDocument() throws(JSONParseError) -> JSONValue {
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
      index = 3
      lineStart = 3
    }
    let value = try parseValue()
    skipWhitespace()
    if index < bytes.count {
      throw error("expected end of input after the JSON value, found \(found())")
    }
    return value
  }

  // MARK: Values

  mutating func parseValue() throws(JSONParseError) -> JSONValue {
    skipWhitespace()
    guard index < bytes.count else { throw error("expected a value, found end of input") }
    switch bytes[index] {
    case UInt8(ascii: "{"): return .object(try parseObject())
    case UInt8(ascii: "["): return .array(try parseArray())
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"): try expectLiteral("true"); return .bool(true)
    case UInt8(ascii: "f"): try expectLiteral("false"); return .bool(false)
    case UInt8(ascii: "n"): try expectLiteral("null"); return .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
    default: throw error("expected a value, found \(found())")
    }
  }

  mutating func parseObject() throws(JSONParseError) -> JSONObject {
    try enter()
    index += 1  // {
    var object = JSONObject()
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
      index += 1
      depth -= 1
      return object
    }
    var afterComma = false
    while true {
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
        if afterComma, index < bytes.count, bytes[index] == UInt8(ascii: "}") {
          throw error("expected a string key after ',', found '}' (trailing commas are not allowed)")
        }
        throw error("expected a string key\(afterComma ? " after ','" : " or '}'"), found \(found())")
      }
      let key = try parseString()
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
        throw error("expected ':' after the key \"\(key)\", found \(found())")
      }
      index += 1
      object[key] = try parseValue()
      skipWhitespace()
      guard index < bytes.count else {
        throw error("expected ',' or '}' after an object member, found end of input")
      }
      switch bytes[index] {
      case UInt8(ascii: ","):
        index += 1
        afterComma = true
      case UInt8(ascii: "}"):
        index += 1
        depth -= 1
        return object
      default:
        throw error("expected ',' or '}' after an object member, found \(found())")
      }
    }
  }

  mutating func parseArray() throws(JSONParseError) -> [JSONValue] {
    try enter()
    index += 1  // [
    var array: [JSONValue] = []
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
      index += 1
      depth -= 1
      return array
    }
    while true {
      skipWhitespace()
      if index < bytes.count, bytes[index] == UInt8(ascii: "]"), !array.isEmpty {
        throw error("expected a value after ',', found ']' (trailing commas are not allowed)")
      }
      array.append(try parseValue())
      skipWhitespace()
      guard index < bytes.count else {
        throw error("expected ',' or ']' after an array element, found end of input")
      }
      switch bytes[index] {
      case UInt8(ascii: ","):
        index += 1
      case UInt8(ascii: "]"):
        index += 1
        depth -= 1
        return array
      default:
        throw error("expected ',' or ']' after an array element, found \(found())")
      }
    }
  }

  mutating func enter() throws(JSONParseError) {
    depth += 1
    if depth > Self.maximumDepth {
      throw error("nesting deeper than \(Self.maximumDepth) levels")
    }
  }

  mutating func expectLiteral(_ literal: StaticString) throws(JSONParseError) {
    let count = literal.utf8CodeUnitCount
    let matches = literal.withUTF8Buffer { expected in
      guard index + count <= bytes.count else { return false }
      for offset in 0..<count where bytes[index + offset] != expected[offset] { return false }
      return true
    }
    guard matches else { throw error("expected a value, found \(found())") }
    index += count
  }

  // MARK: Whitespace

  mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
        index += 1
      case UInt8(ascii: "\n"):
        index += 1
        line += 1
        lineStart = index
      default:
        return
      }
    }
  }

  // MARK: Errors

  /// An error at the current index, positioned in the whole input.
  func error(_ message: String, at position: Int? = nil) -> JSONParseError {
    let at = position ?? index
    // Count scalars (not continuation bytes) from the start of the line.
    var column = 1
    var cursor = lineStart
    while cursor < at, cursor < bytes.count {
      if bytes[cursor] & 0xC0 != 0x80 { column += 1 }
      cursor += 1
    }
    if line == 1 { column += base.column - 1 }
    return JSONParseError(
      message: message, line: base.line + line - 1, column: column, offset: base.offset + at,
      recordIndex: base.recordIndex)
  }

  /// Describes the input at the current index for an error message: `']'`, `end of input`,
  /// or a whole word such as `'NaN'` so the user sees what was typed.
  func found() -> String {
    guard index < bytes.count else { return "end of input" }
    let byte = bytes[index]
    func isWordByte(_ byte: UInt8) -> Bool {
      (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
        || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || byte == UInt8(ascii: "_")
    }
    if isWordByte(byte) {
      var end = index
      while end < bytes.count, end - index < 20, isWordByte(bytes[end]) { end += 1 }
      let word = String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<end]), as: UTF8.self)
      return "'\(word)'"
    }
    switch byte {
    case UInt8(ascii: "/"): return "'/' (comments are not allowed in JSON)"
    case UInt8(ascii: "'"): return "''' (strings take double quotes)"
    case 0x20...0x7E: return "'\(Character(Unicode.Scalar(byte)))'"
    default:
      // A non-ASCII character is shown as itself when its bytes are valid UTF-8.
      let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
      if length > 1, index + length <= bytes.count,
        let character = String(validating: UnsafeBufferPointer(rebasing: bytes[index..<(index + length)]), as: UTF8.self)
      {
        return "'\(character)'"
      }
      return "byte 0x\(String(byte, radix: 16, uppercase: true))"
    }
  }
}
