/// Numbers as the `filters` language writes them: read with Algolia's lexical rule, printed
/// with Swift's `Double` description (`40.0`) as InstantSearch does.
enum FilterNumber {
  /// The value of a bare word if it is a number for Algolia's lexer (an optional leading `-`,
  /// digits, at most one dot, not first) and is a finite `Double`; nil otherwise, so `-`,
  /// `1.2.3`, `1e5` or a 400-digit number stay strings.
  static func parse(_ text: String) -> Double? {
    var digits = 0
    var dots = 0
    for (offset, scalar) in text.unicodeScalars.enumerated() {
      switch scalar {
      case "0"..."9": digits += 1
      case "-" where offset == 0: break
      case "." where offset > 0: dots += 1
      default: return nil
      }
    }
    guard digits > 0, dots <= 1 else { return nil }
    var normalized = text
    if normalized.hasPrefix("-.") { normalized.insert("0", at: normalized.index(after: normalized.startIndex)) }
    if normalized.hasSuffix(".") { normalized.append("0") }
    guard let value = Double(normalized), value.isFinite else { return nil }
    return value
  }

  /// `value` as InstantSearch prints it (`Double.description`: `40.0`, `-3.5`), except that
  /// exponent forms (`1e+16`, `1e-05`), which Algolia's lexer would read as words, are spelled
  /// out in plain decimal digits with the same value. Non-finite values print as Swift does
  /// (`inf`, `nan`); they cannot be read back.
  static func format(_ value: Double) -> String {
    let text = value.description
    guard value.isFinite, let exponentIndex = text.firstIndex(where: { $0 == "e" || $0 == "E" }) else {
      return text
    }
    var mantissa = String(text[..<exponentIndex])
    guard let exponent = Int(text[text.index(after: exponentIndex)...]) else { return text }
    let isNegative = mantissa.hasPrefix("-")
    if isNegative { mantissa.removeFirst() }
    let pointOffset = mantissa.firstIndex(of: ".").map { mantissa.distance(from: mantissa.startIndex, to: $0) }
      ?? mantissa.count
    var digits = Array(mantissa.filter { $0 != "." })
    while digits.count > 1, digits.last == "0" { digits.removeLast() }
    let newPoint = pointOffset + exponent
    var result: String
    if newPoint <= 0 {
      result = "0." + String(repeating: "0", count: -newPoint) + String(digits)
    } else if newPoint >= digits.count {
      result = String(digits) + String(repeating: "0", count: newPoint - digits.count) + ".0"
    } else {
      result = String(digits[..<newPoint]) + "." + String(digits[newPoint...])
    }
    if isNegative { result = "-" + result }
    return result
  }
}
