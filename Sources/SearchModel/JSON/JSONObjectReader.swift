/// Reads the members of an open JSON object (one that may hold keys the model does not know)
/// into typed fields, remembering which keys were used so the rest can go to `extra`.
///
/// The model types' `init(from:)` decode a ``JSONValue`` first (ordered with
/// ``JSONValueDecoder``), then read it with this: error paths stay complete
/// (`results[1].hits[0]`), unknown keys keep their order, and `null` counts as absent, as in
/// Algolia's own clients.
struct JSONObjectReader {
  let object: JSONObject
  let codingPath: [any CodingKey]
  private var used: Set<String> = []

  /// Reads the object `decoder` holds, or throws "expected an object".
  init(from decoder: any Decoder) throws {
    let value = try JSONValue(from: decoder)
    guard case .object(let object) = value else {
      throw JSONValueDecoder.Implementation.mismatch(
        JSONObject.self, expected: "an object", found: value, codingPath: decoder.codingPath)
    }
    self.object = object
    self.codingPath = decoder.codingPath
  }

  /// Decodes `key` as `T`, or `nil` when absent or `null`.
  mutating func decode<T: Decodable>(_ type: T.Type, _ key: String) throws -> T? {
    used.insert(key)
    guard let value = object[key], value != .null else { return nil }
    return try JSONValueDecoder.Implementation.unbox(type, from: value, codingPath: codingPath + [JSONKey(key)])
  }

  /// Decodes `key` as `T`, which must be present.
  mutating func require<T: Decodable>(_ type: T.Type, _ key: String) throws -> T {
    guard let value = try decode(type, key) else {
      throw DecodingError.keyNotFound(
        JSONKey(key), DecodingError.Context(codingPath: codingPath, debugDescription: "missing required key \"\(key)\""))
    }
    return value
  }

  /// Decodes a JSON object member into an ordered dictionary (Swift's `OrderedDictionary`
  /// `Codable` uses an array form, which is not Algolia's).
  mutating func decodeMap<V: Decodable>(_ type: V.Type, _ key: String) throws -> OrderedDictionary<String, V>? {
    guard let members = try decode(JSONObject.self, key) else { return nil }
    var map = OrderedDictionary<String, V>(minimumCapacity: members.count)
    for (member, value) in members {
      map[member] = try JSONValueDecoder.Implementation.unbox(
        type, from: value, codingPath: codingPath + [JSONKey(key), JSONKey(member)])
    }
    return map
  }

  /// Marks `key` as understood without decoding it.
  mutating func skip(_ key: String) {
    used.insert(key)
  }

  /// The members not read, in document order: the `extra` of open types.
  var remaining: JSONObject {
    object.filter { !used.contains($0.key) }
  }
}
