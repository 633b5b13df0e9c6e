import SearchModel

/// Writes demo records as compact JSON, one object per line (NDJSON).
///
/// A dedicated writer rather than `JSONEncoder`: it keeps the record's key order, prints integral
/// numbers without a fraction (`"rating":4`, as Algolia returns them) and runs at several hundred
/// thousand records per second, which matters when exporting 10 million records for a benchmark.
public enum DemoJSONLines {
  /// Appends `object` as one line of JSON, newline included.
  public static func appendLine(_ object: JSONObject, to output: inout [UInt8]) {
    appendObject(object, to: &output)
    output.append(UInt8(ascii: "\n"))
  }

  /// `value` as compact JSON text.
  public static func string(_ value: JSONValue) -> String {
    var output: [UInt8] = []
    append(value, to: &output)
    return String(decoding: output, as: UTF8.self)
  }

  /// Appends `value` as compact JSON.
  public static func append(_ value: JSONValue, to output: inout [UInt8]) {
    switch value {
    case .null: output.append(contentsOf: "null".utf8)
    case .bool(let flag): output.append(contentsOf: (flag ? "true" : "false").utf8)
    case .number(let number): appendNumber(number, to: &output)
    case .string(let text): appendString(text, to: &output)
    case .array(let items):
      output.append(UInt8(ascii: "["))
      for (position, item) in items.enumerated() {
        if position > 0 { output.append(UInt8(ascii: ",")) }
        append(item, to: &output)
      }
      output.append(UInt8(ascii: "]"))
    case .object(let object): appendObject(object, to: &output)
    }
  }

  private static func appendObject(_ object: JSONObject, to output: inout [UInt8]) {
    output.append(UInt8(ascii: "{"))
    var first = true
    for (key, value) in object {
      if !first { output.append(UInt8(ascii: ",")) }
      first = false
      appendString(key, to: &output)
      output.append(UInt8(ascii: ":"))
      append(value, to: &output)
    }
    output.append(UInt8(ascii: "}"))
  }

  /// Integers up to 2^53 without a fraction; other finite numbers in Swift's shortest round-trip
  /// form (`19.99`); non-finite numbers, which JSON cannot express, as `null`.
  private static func appendNumber(_ number: Double, to output: inout [UInt8]) {
    if !number.isFinite {
      output.append(contentsOf: "null".utf8)
    } else if number == number.rounded(), abs(number) < 9_007_199_254_740_992 {
      output.append(contentsOf: String(Int64(number)).utf8)
    } else {
      output.append(contentsOf: number.description.utf8)
    }
  }

  private static func appendString(_ text: String, to output: inout [UInt8]) {
    var text = text
    text.withUTF8 { bytes in
      output.append(UInt8(ascii: "\""))
      var plain = true
      for byte in bytes where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
        plain = false
        break
      }
      if plain {
        output.append(contentsOf: bytes)
      } else {
        for byte in bytes { appendEscaped(byte, to: &output) }
      }
      output.append(UInt8(ascii: "\""))
    }
  }

  private static func appendEscaped(_ byte: UInt8, to output: inout [UInt8]) {
    switch byte {
    case UInt8(ascii: "\""): output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
    case UInt8(ascii: "\\"): output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
    case UInt8(ascii: "\n"): output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
    case UInt8(ascii: "\r"): output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
    case UInt8(ascii: "\t"): output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
    case 0..<0x20:
      let hex = Array("0123456789abcdef".utf8)
      output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"),
                                 hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
    default: output.append(byte)
    }
  }
}
