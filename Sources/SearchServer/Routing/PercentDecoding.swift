/// Percent-decoding of path segments and query strings into UTF-8 text.
enum PercentDecoding {
  /// Decodes `%XX` escapes (and `+` as a space in query strings); `nil` for a malformed escape
  /// or bytes that are not UTF-8, which the server answers with 400.
  static func decode(_ text: some StringProtocol, plusIsSpace: Bool) -> String? {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    var iterator = text.utf8.makeIterator()
    while let byte = iterator.next() {
      switch byte {
      case UInt8(ascii: "%"):
        guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
          return nil
        }
        bytes.append(high << 4 | low)
      case UInt8(ascii: "+") where plusIsSpace:
        bytes.append(UInt8(ascii: " "))
      default:
        bytes.append(byte)
      }
    }
    return String(validating: bytes, as: UTF8.self)
  }

  /// `name=value&...` pairs, decoded; `nil` when any part is malformed.
  static func queryPairs(_ query: some StringProtocol) -> [(name: String, value: String)]? {
    var pairs: [(name: String, value: String)] = []
    for item in query.split(separator: "&") where !item.isEmpty {
      let parts = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      guard let name = decode(parts[0], plusIsSpace: true),
        let value = decode(parts.count > 1 ? parts[1] : "", plusIsSpace: true)
      else { return nil }
      pairs.append((name, value))
    }
    return pairs
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}
