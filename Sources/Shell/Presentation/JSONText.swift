import SearchModel

/// Compact, single-line JSON text for `--json` output and `hit N --raw`.
///
/// Keys are written in the order the `JSONObject` holds them (the backend's order), integers
/// without a fractional part, other numbers in Swift's shortest round-trip form, and strings
/// with the escapes JSON requires, so the same value always gives the same bytes.
public enum JSONText {
  /// `value` as one line of JSON.
  public static func compact(_ value: JSONValue) -> String {
    var out = ""
    write(value, into: &out, indent: nil, level: 0)
    return out
  }

  /// `value` pretty-printed with two-space indentation (for people reading `hit N --raw`).
  public static func pretty(_ value: JSONValue) -> String {
    var out = ""
    write(value, into: &out, indent: "  ", level: 0)
    return out
  }

  /// A JSON number as text: `42`, `-3`, `29.99`, `1e+300`.
  public static func number(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    if value == value.rounded(), abs(value) < 1e15 {
      return String(Int64(value))
    }
    return "\(value)"
  }

  /// A JSON string literal, quotes included.
  public static func string(_ value: String) -> String {
    var out = ""
    append(string: value, to: &out)
    return out
  }

  /// Appends `value` as a JSON string literal. Most strings need no escape: their bytes are
  /// checked and the string appended whole, not scalar by scalar (a replay with `--json` spent a
  /// quarter of its time here).
  static func append(string value: String, to out: inout String) {
    func escapes(_ byte: UInt8) -> Bool { byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") }
    let needsEscape = value.utf8.withContiguousStorageIfAvailable { $0.contains(where: escapes) } ?? value.utf8.contains(where: escapes)
    guard needsEscape else {
      out += "\""
      out += value
      out += "\""
      return
    }
    out += "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case "\u{08}": out += "\\b"
      case "\u{0C}": out += "\\f"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    out += "\""
  }

  private static func write(_ value: JSONValue, into out: inout String, indent: String?, level: Int) {
    switch value {
    case .null: out += "null"
    case .bool(let flag): out += flag ? "true" : "false"
    case .number(let number): out += Self.number(number)
    case .string(let text): append(string: text, to: &out)
    case .array(let items):
      guard !items.isEmpty else { out += "[]"; return }
      out += "["
      for (index, item) in items.enumerated() {
        if index > 0 { out += "," }
        newline(&out, indent: indent, level: level + 1)
        write(item, into: &out, indent: indent, level: level + 1)
      }
      newline(&out, indent: indent, level: level)
      out += "]"
    case .object(let object):
      guard !object.isEmpty else { out += "{}"; return }
      out += "{"
      for (index, element) in object.elements.enumerated() {
        if index > 0 { out += "," }
        newline(&out, indent: indent, level: level + 1)
        append(string: element.key, to: &out)
        out += indent == nil ? ":" : ": "
        write(element.value, into: &out, indent: indent, level: level + 1)
      }
      newline(&out, indent: indent, level: level)
      out += "}"
    }
  }

  private static func newline(_ out: inout String, indent: String?, level: Int) {
    guard let indent else { return }
    out += "\n" + String(repeating: indent, count: level)
  }
}
