/// Percent-encoding for the `params` string, as JavaScript's `encodeURIComponent` does it.
///
/// InstantSearch and the JS clients build `params` with `encodeURIComponent`, so producing the
/// same bytes makes requests (and recorded sessions) identical to theirs: letters, digits and
/// `-_.!~*'()` stay as they are, every other UTF-8 byte becomes `%XX` (uppercase hex).
enum URLFormEncoding {
  static func encode(_ string: String) -> String {
    var output: [UInt8] = []
    output.reserveCapacity(string.utf8.count)
    let hex = Array("0123456789ABCDEF".utf8)
    for byte in string.utf8 {
      if isUnreserved(byte) {
        output.append(byte)
      } else {
        output.append(UInt8(ascii: "%"))
        output.append(hex[Int(byte >> 4)])
        output.append(hex[Int(byte & 0xF)])
      }
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// Decodes `application/x-www-form-urlencoded` text: `+` is a space, `%XX` a byte. A `%` not
  /// followed by two hex digits is kept literally, as browsers do.
  static func decode<S: StringProtocol>(_ text: S) -> String {
    let bytes = Array(text.utf8)
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "+") {
        output.append(UInt8(ascii: " "))
      } else if byte == UInt8(ascii: "%"), index + 2 < bytes.count, let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2])
      {
        output.append(high << 4 | low)
        index += 2
      } else {
        output.append(byte)
      }
      index += 1
    }
    return String(decoding: output, as: UTF8.self)
  }

  private static func isUnreserved(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return true
    case UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "!"), UInt8(ascii: "~"),
      UInt8(ascii: "*"), UInt8(ascii: "'"), UInt8(ascii: "("), UInt8(ascii: ")"):
      return true
    default:
      return false
    }
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
    default: return nil
    }
  }
}
