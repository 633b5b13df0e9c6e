extension JSONValue {
  /// The value as JSON text in UTF-8, keys in stored order.
  ///
  /// Deterministic: the same value always gives the same bytes, which is what makes replayed
  /// sessions byte-for-byte reproducible.
  public func serializedBytes(_ style: JSONOutputStyle = .compact) -> [UInt8] {
    var writer = JSONWriter(style: style)
    writer.write(self)
    return writer.output
  }

  /// The value as JSON text, keys in stored order (see ``serializedBytes(_:)``).
  public func serializedString(_ style: JSONOutputStyle = .compact) -> String {
    String(decoding: serializedBytes(style), as: UTF8.self)
  }

  /// How a number is printed: integral values within ±2^53 without a fraction (`799`, not
  /// `799.0`), anything else in the shortest form that reads back to the same `Double`
  /// (`0.1`, `1e-07`). Non-finite values, which JSON cannot express, print as `null`.
  public static func numberText(_ number: Double) -> String {
    guard number.isFinite else { return "null" }
    if number.rounded(.towardZero) == number, abs(number) <= 9_007_199_254_740_992 {
      return String(Int64(number))
    }
    return number.description
  }
}

extension JSONValue: CustomStringConvertible {
  /// Compact JSON, so string interpolation and `print` show real JSON.
  public var description: String { serializedString() }
}
