/// Percent-encoding of path segments and query components, as Algolia's clients do it.
///
/// Index names and object IDs may hold spaces, slashes or non-ASCII letters (`my id/1` is sent
/// as `my%20id%2F1`), so each segment is encoded on its own: only RFC 3986 unreserved
/// characters stay literal.
public enum PathEncoding {
  /// Encodes one path segment (a `/` inside it is encoded too).
  public static func encodeSegment(_ segment: String) -> String {
    encode(segment)
  }

  /// Encodes a query-string name or value.
  public static func encodeQueryComponent(_ component: String) -> String {
    encode(component)
  }

  private static func encode(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."),
        UInt8(ascii: "~"):
        result.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let hex = Array("0123456789ABCDEF".unicodeScalars)
        result.unicodeScalars.append("%")
        result.unicodeScalars.append(hex[Int(byte >> 4)])
        result.unicodeScalars.append(hex[Int(byte & 0x0F)])
      }
    }
    return result
  }
}
