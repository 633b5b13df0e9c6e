extension JSONParser {
  /// Parses a string starting at the opening quote.
  ///
  /// The common case (no escapes) is one scan and one copy; escapes switch to a byte buffer.
  /// Non-ASCII content is validated as UTF-8 so broken files are reported, not silently repaired.
  mutating func parseString() throws(JSONParseError) -> String {
    let quote = index
    index += 1
    let start = index
    var sawNonASCII: UInt8 = 0
    // Eight bytes a step while none of them ends the plain run (a quote, a backslash, a control
    // character): a description's hundreds of bytes take tens of steps, and the byte loop below
    // finds the one that stopped the run.
    var words: UInt64 = 0
    if let base = UnsafeRawPointer(bytes.baseAddress) {
      while index &+ 8 <= bytes.count {
        let word = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: index, as: UInt64.self))
        if Self.hasStringStop(word) { break }
        words |= word
        index &+= 8
      }
    }
    if ByteWord.hasNonASCII(words) { sawNonASCII = 0x80 }
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        let string = try makeString(start..<index, nonASCII: sawNonASCII >= 0x80)
        index += 1
        return string
      }
      if byte == UInt8(ascii: "\\") { return try parseEscapedString(prefix: start..<index, quote: quote) }
      if byte < 0x20 { throw controlCharacterError(byte) }
      sawNonASCII |= byte
      index += 1
    }
    throw error("unterminated string (no closing '\"')", at: quote)
  }

  /// Whether any byte of `word` is a quote, a backslash or below 0x20.
  @inline(__always) static func hasStringStop(_ word: UInt64) -> Bool {
    ByteWord.bytes(word, equalTo: UInt8(ascii: "\"")) | ByteWord.bytes(word, equalTo: UInt8(ascii: "\\"))
      | ByteWord.bytes(word, below: 0x20) != 0
  }

  private func makeString(_ range: Range<Int>, nonASCII: Bool) throws(JSONParseError) -> String {
    let slice = UnsafeBufferPointer(rebasing: bytes[range])
    if !nonASCII { return String(decoding: slice, as: UTF8.self) }
    guard let string = String(validating: slice, as: UTF8.self) else {
      throw error("invalid UTF-8 in string", at: range.lowerBound)
    }
    return string
  }

  private mutating func parseEscapedString(prefix: Range<Int>, quote: Int) throws(JSONParseError) -> String {
    var buffer: [UInt8] = []
    buffer.reserveCapacity(prefix.count + 16)
    buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[prefix]))
    var runStart = index
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
        index += 1
        guard let string = String(validating: buffer, as: UTF8.self) else {
          throw error("invalid UTF-8 in string", at: quote)
        }
        return string
      }
      if byte < 0x20 { throw controlCharacterError(byte) }
      if byte != UInt8(ascii: "\\") {
        index += 1
        continue
      }
      buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
      try appendEscape(to: &buffer)
      runStart = index
    }
    throw error("unterminated string (no closing '\"')", at: quote)
  }

  /// Decodes one escape sequence at `index` (the backslash) into UTF-8.
  private mutating func appendEscape(to buffer: inout [UInt8]) throws(JSONParseError) {
    let backslash = index
    index += 1
    guard index < bytes.count else { throw error("unterminated string (no closing '\"')", at: backslash) }
    let escaped = bytes[index]
    index += 1
    switch escaped {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): buffer.append(escaped)
    case UInt8(ascii: "b"): buffer.append(0x08)
    case UInt8(ascii: "f"): buffer.append(0x0C)
    case UInt8(ascii: "n"): buffer.append(0x0A)
    case UInt8(ascii: "r"): buffer.append(0x0D)
    case UInt8(ascii: "t"): buffer.append(0x09)
    case UInt8(ascii: "u"):
      var scalar = try readHex4(escapeStart: backslash)
      if (0xDC00...0xDFFF).contains(scalar) {
        throw error("lone low surrogate \\u\(hex(scalar)) in string", at: backslash)
      }
      if (0xD800...0xDBFF).contains(scalar) {
        let lowStart = index
        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
        else {
          throw error("high surrogate \\u\(hex(scalar)) must be followed by a low surrogate \\uDC00-\\uDFFF", at: backslash)
        }
        index += 2
        let low = try readHex4(escapeStart: lowStart)
        guard (0xDC00...0xDFFF).contains(low) else {
          throw error("high surrogate \\u\(hex(scalar)) must be followed by a low surrogate \\uDC00-\\uDFFF", at: backslash)
        }
        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
      }
      // Only surrogates can fail, and they were handled above.
      if let encoded = Unicode.Scalar(scalar).flatMap(UTF8.encode) {
        buffer.append(contentsOf: encoded)
      }
    default:
      throw error(
        "invalid escape '\\\(Character(Unicode.Scalar(escaped)))' in string (valid: \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)",
        at: backslash)
    }
  }

  private mutating func readHex4(escapeStart: Int) throws(JSONParseError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard index < bytes.count else { throw error("expected 4 hex digits after \\u", at: escapeStart) }
      let byte = bytes[index]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: throw error("expected 4 hex digits after \\u, found \(found())")
      }
      value = value << 4 | UInt32(digit)
      index += 1
    }
    return value
  }

  private func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }

  private func controlCharacterError(_ byte: UInt8) -> JSONParseError {
    error("control character U+\(hex(UInt32(byte))) must be escaped in a string")
  }
}
