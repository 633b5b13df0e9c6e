/// Builds the JSON object of a model type in a fixed key order, then appends its `extra` members.
///
/// The counterpart of ``JSONObjectReader``: `nil` fields are left out (Algolia treats absent
/// and default differently), and extra members never override a modelled field that is set.
struct JSONObjectWriter {
  private(set) var object = JSONObject()
  let codingPath: [any CodingKey]

  init(codingPath: [any CodingKey] = []) {
    self.codingPath = codingPath
  }

  /// Writes `value` under `key` unless it is `nil`.
  mutating func encode<T: Encodable>(_ value: T?, _ key: String) throws {
    guard let value else { return }
    object[key] = try JSONValueEncoder.Implementation.box(value, codingPath: codingPath + [JSONKey(key)]).resolve()
  }

  /// Writes an ordered dictionary as a JSON object, in its order.
  mutating func encodeMap<V: Encodable>(_ map: OrderedDictionary<String, V>?, _ key: String) throws {
    guard let map else { return }
    var members = JSONObject(minimumCapacity: map.count)
    for (member, value) in map {
      members[member] = try JSONValueEncoder.Implementation.box(
        value, codingPath: codingPath + [JSONKey(key), JSONKey(member)]
      ).resolve()
    }
    object[key] = .object(members)
  }

  /// Appends `extra` members whose keys are not already written.
  mutating func merge(_ extra: JSONObject) {
    for (key, value) in extra where object[key] == nil {
      object[key] = value
    }
  }

  /// Encodes the built object into `encoder`.
  func write(to encoder: any Encoder) throws {
    try JSONValue.object(object).encode(to: encoder)
  }
}
