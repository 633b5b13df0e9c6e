/// Turns a ``JSONValue`` into UTF-8 bytes, deterministically.
///
/// Same value, same bytes, on every run and platform: keys in stored order, numbers in one
/// canonical form, strings escaped minimally (`"`, `\`, control characters; `/` and non-ASCII
/// are written as they are). Replayed scripts depend on that.
struct JSONWriter {
  let style: JSONOutputStyle
  var output: [UInt8] = []

  init(style: JSONOutputStyle) {
    self.style = style
  }

  mutating func write(_ value: JSONValue, indent: Int = 0) {
    switch value {
    case .null: append("null")
    case .bool(let bool): append(bool ? "true" : "false")
    case .number(let number): append(JSONValue.numberText(number))
    case .string(let string): writeString(string)
    case .array(let array):
      if array.isEmpty { return append("[]") }
      output.append(UInt8(ascii: "["))
      for (position, element) in array.enumerated() {
        if position > 0 { output.append(UInt8(ascii: ",")) }
        newline(indent + 1)
        write(element, indent: indent + 1)
      }
      newline(indent)
      output.append(UInt8(ascii: "]"))
    case .object(let object):
      if object.isEmpty { return append("{}") }
      output.append(UInt8(ascii: "{"))
      var first = true
      for (key, element) in object {
        if !first { output.append(UInt8(ascii: ",")) }
        first = false
        newline(indent + 1)
        writeString(key)
        output.append(UInt8(ascii: ":"))
        if style == .pretty { output.append(UInt8(ascii: " ")) }
        write(element, indent: indent + 1)
      }
      newline(indent)
      output.append(UInt8(ascii: "}"))
    }
  }

  private mutating func newline(_ indent: Int) {
    guard style == .pretty else { return }
    output.append(UInt8(ascii: "\n"))
    output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent * 2))
  }

  private mutating func append(_ text: String) {
    output.append(contentsOf: text.utf8)
  }

  mutating func writeString(_ string: String) {
    output.append(UInt8(ascii: "\""))
    var string = string
    string.withUTF8 { bytes in
      var runStart = 0
      for position in 0..<bytes.count {
        let byte = bytes[position]
        guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<position]))
        runStart = position + 1
        output.append(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): output.append(byte)
        case 0x08: output.append(UInt8(ascii: "b"))
        case 0x0C: output.append(UInt8(ascii: "f"))
        case 0x0A: output.append(UInt8(ascii: "n"))
        case 0x0D: output.append(UInt8(ascii: "r"))
        case 0x09: output.append(UInt8(ascii: "t"))
        default:
          let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)
          output.append(contentsOf: [UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0")])
          output.append(hexDigits[Int(byte >> 4)])
          output.append(hexDigits[Int(byte & 0xF)])
        }
      }
      output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<bytes.count]))
    }
    output.append(UInt8(ascii: "\""))
  }
}
