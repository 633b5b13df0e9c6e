extension JSONValue {
  /// Encodes any `Encodable` into a JSON tree, keeping its key order (see ``JSONValueEncoder``).
  public static func encode(_ value: some Encodable) throws -> JSONValue {
    try JSONValueEncoder().encode(value)
  }

  /// Decodes a `Decodable` from this value (see ``JSONValueDecoder``).
  ///
  /// - Throws: ``JSONDecodingError`` naming the path and what was expected.
  public func decode<T: Decodable>(_ type: T.Type = T.self) throws(JSONDecodingError) -> T {
    try JSONValueDecoder().decode(type, from: self)
  }

  /// Decodes `type` from `value`; the free-standing spelling of ``decode(_:)``.
  public static func decode<T: Decodable>(_ type: T.Type, from value: JSONValue) throws(JSONDecodingError) -> T {
    try JSONValueDecoder().decode(type, from: value)
  }
}
