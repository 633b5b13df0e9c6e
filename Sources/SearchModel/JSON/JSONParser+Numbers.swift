extension JSONParser {
  /// Parses a number with RFC 8259's grammar: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
  ///
  /// Integers of up to 15 digits (every price, count and ID in practice) are computed directly;
  /// anything else goes through the standard library's correctly rounded conversion.
  mutating func parseNumber() throws(JSONParseError) -> Double {
    let start = index
    var negative = false
    if bytes[index] == UInt8(ascii: "-") {
      negative = true
      index += 1
    }
    guard index < bytes.count, isDigit(bytes[index]) else {
      throw error("expected a digit after '-', found \(found())")
    }
    var integer: Int64 = 0
    var digits = 0
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
      digits = 1
      if index < bytes.count, isDigit(bytes[index]) {
        throw error("leading zeros are not allowed in numbers", at: start)
      }
    } else {
      while index < bytes.count, isDigit(bytes[index]) {
        if digits < 18 { integer = integer &* 10 &+ Int64(bytes[index] &- UInt8(ascii: "0")) }
        digits += 1
        index += 1
      }
    }
    var isIntegral = true
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      isIntegral = false
      index += 1
      guard index < bytes.count, isDigit(bytes[index]) else {
        throw error("expected a digit after '.', found \(found())")
      }
      while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      isIntegral = false
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
        index += 1
      }
      guard index < bytes.count, isDigit(bytes[index]) else {
        throw error("expected a digit in the exponent, found \(found())")
      }
      while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }
    if isIntegral && digits <= 15 {
      return negative ? -Double(integer) : Double(integer)
    }
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    guard let value = Double(text), value.isFinite else {
      throw error("number \(text) is out of range", at: start)
    }
    return value
  }

  @inline(__always)
  private func isDigit(_ byte: UInt8) -> Bool {
    byte &- UInt8(ascii: "0") < 10
  }
}
