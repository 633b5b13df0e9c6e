/// A coding key made from any string or index.
///
/// Algolia's objects are open (unknown keys must be kept), so the model types decode by
/// walking `allKeys` with this key rather than with a closed `CodingKeys` enum.
public struct JSONKey: CodingKey, Hashable, Sendable, ExpressibleByStringLiteral {
  /// The key as written in JSON.
  public var stringValue: String
  /// The array index, for keys that address array elements.
  public var intValue: Int?

  /// A key for an object member.
  public init(_ string: String) {
    self.stringValue = string
    self.intValue = nil
  }

  /// A key for an object member.
  public init(stringValue: String) {
    self.init(stringValue)
  }

  /// A key for an array element (printed `[3]` in error paths).
  public init(intValue: Int) {
    self.stringValue = String(intValue)
    self.intValue = intValue
  }

  /// `"query"` as a key.
  public init(stringLiteral value: String) {
    self.init(value)
  }
}
