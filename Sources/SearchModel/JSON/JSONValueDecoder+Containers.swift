// The containers of JSONValueDecoder: keyed (object members in document order), unkeyed
// (array elements) and single-value; each extends the coding path as it descends.
extension JSONValueDecoder {
  struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let object: JSONObject
    let codingPath: [any CodingKey]

    var allKeys: [Key] { object.keys.compactMap { Key(stringValue: $0) } }

    func contains(_ key: Key) -> Bool {
      object[key.stringValue] != nil
    }

    private func member(_ key: Key) throws -> JSONValue {
      guard let value = object[key.stringValue] else {
        throw DecodingError.keyNotFound(
          key, DecodingError.Context(codingPath: codingPath, debugDescription: "missing required key \"\(key.stringValue)\""))
      }
      return value
    }

    func decodeNil(forKey key: Key) throws -> Bool {
      try member(key) == .null
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
      try Implementation.unbox(type, from: try member(key), codingPath: codingPath + [key])
    }

    func nestedContainer<NestedKey: CodingKey>(
      keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
      try Implementation(value: try member(key), codingPath: codingPath + [key]).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
      try Implementation(value: try member(key), codingPath: codingPath + [key]).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
      Implementation(value: object["super"] ?? .null, codingPath: codingPath + [JSONKey("super")])
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
      Implementation(value: object[key.stringValue] ?? .null, codingPath: codingPath + [key])
    }
  }

  struct UnkeyedContainer: UnkeyedDecodingContainer {
    let array: [JSONValue]
    let codingPath: [any CodingKey]
    var currentIndex = 0

    init(array: [JSONValue], codingPath: [any CodingKey]) {
      self.array = array
      self.codingPath = codingPath
    }

    var count: Int? { array.count }
    var isAtEnd: Bool { currentIndex >= array.count }

    private var currentPath: [any CodingKey] { codingPath + [JSONKey(intValue: currentIndex)] }

    private func current<T>(_ type: T.Type) throws -> JSONValue {
      guard !isAtEnd else {
        throw DecodingError.valueNotFound(
          type,
          DecodingError.Context(codingPath: currentPath, debugDescription: "expected another array element, found the end"))
      }
      return array[currentIndex]
    }

    mutating func decodeNil() throws -> Bool {
      guard try current(Never.self) == .null else { return false }
      currentIndex += 1
      return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
      let value = try Implementation.unbox(type, from: try current(type), codingPath: currentPath)
      currentIndex += 1
      return value
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
      keyedBy type: NestedKey.Type
    ) throws -> KeyedDecodingContainer<NestedKey> {
      let container = try Implementation(value: try current(JSONObject.self), codingPath: currentPath)
        .container(keyedBy: type)
      currentIndex += 1
      return container
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
      let container = try Implementation(value: try current([JSONValue].self), codingPath: currentPath)
        .unkeyedContainer()
      currentIndex += 1
      return container
    }

    mutating func superDecoder() throws -> any Decoder {
      let decoder = Implementation(value: try current(JSONValue.self), codingPath: currentPath)
      currentIndex += 1
      return decoder
    }
  }

  struct SingleValueContainer: SingleValueDecodingContainer {
    let value: JSONValue
    let codingPath: [any CodingKey]

    func decodeNil() -> Bool {
      value == .null
    }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
      try Implementation.unbox(type, from: value, codingPath: codingPath)
    }
  }
}
