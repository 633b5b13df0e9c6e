@_exported import OrderedCollections

/// An order-preserving JSON document.
///
/// Records, hits and settings travel through the product as `JSONValue` rather than
/// `[String: Any]` so that key order survives a round trip: `hit 3 --raw` prints a record exactly as
/// the backend returned it, and a replayed script prints the same bytes every time (a Swift
/// `Dictionary` iterates in a different order in every process).
public enum JSONValue: Sendable, Hashable {
  case null
  case bool(Bool)
  /// Every JSON number. Integers up to 2^53 are exact, which covers every count and ID Algolia sends.
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object(JSONObject)
}

/// A JSON object whose keys keep the order in which they were read or inserted.
public typealias JSONObject = OrderedDictionary<String, JSONValue>
