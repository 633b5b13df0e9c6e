@_exported import OrderedCollections

/// An order-preserving JSON document.
///
/// Records, hits and settings travel through the product as `JSONValue` rather than
/// `[String: Any]` so that key order survives a round trip: `hit 3 --raw` prints a record exactly as
/// the backend returned it, and a replayed script prints the same bytes every time (a Swift
/// `Dictionary` iterates in a different order in every process).
///
/// Parse one with ``init(parsing:)-(Collection<UInt8>)``, print it with ``serializedString(_:)``, and move
/// between it and `Codable` types with ``JSONValueEncoder`` / ``JSONValueDecoder``.
///
/// Equality is exact and order-sensitive for objects (`{"a":1,"b":2}` differs from
/// `{"b":2,"a":1}`), matching the promise that equal values print the same bytes. Do not encode a
/// bare `JSONObject` with Foundation's `JSONEncoder`: swift-collections encodes an
/// `OrderedDictionary` as a flat array; wrap it in `JSONValue.object` instead.
public enum JSONValue: Sendable, Hashable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// Every JSON number. Integers up to 2^53 are exact, which covers every count and ID Algolia sends.
  case number(Double)
  /// A string, already unescaped.
  case string(String)
  /// An array, in document order.
  case array([JSONValue])
  /// An object, keys in document (or insertion) order.
  case object(JSONObject)
}

/// A JSON object whose keys keep the order in which they were read or inserted.
public typealias JSONObject = OrderedDictionary<String, JSONValue>
