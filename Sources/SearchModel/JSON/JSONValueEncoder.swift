/// Encodes any `Encodable` into a ``JSONValue``, keeping the order in which keys were encoded.
///
/// This lets every model type's `Codable` conformance be the single description of its JSON,
/// while output stays byte-reproducible (Foundation's `JSONEncoder` on Linux reorders keys
/// unless asked to sort them, and sorting would not match Algolia's order).
public struct JSONValueEncoder: Sendable {
  /// Creates an encoder.
  public init() {}

  /// Encodes `value` into a JSON tree.
  ///
  /// - Throws: `EncodingError.invalidValue` for non-finite floating-point numbers, which JSON
  ///   cannot represent.
  public func encode(_ value: some Encodable) throws -> JSONValue {
    try Implementation.box(value, codingPath: []).resolve()
  }

  /// Encodes `value` straight to JSON text in UTF-8.
  public func encodeBytes(_ value: some Encodable, style: JSONOutputStyle = .compact) throws -> [UInt8] {
    try encode(value).serializedBytes(style)
  }

  /// Encodes `value` straight to JSON text.
  public func encodeString(_ value: some Encodable, style: JSONOutputStyle = .compact) throws -> String {
    try encode(value).serializedString(style)
  }

  /// A value under construction: nested containers write into it after it was attached to its
  /// parent, so it is a reference, resolved into a `JSONValue` at the end.
  final class Node {
    enum Kind { case scalar, array, object }
    var kind = Kind.scalar
    var scalar = JSONValue.null
    var array: [Node] = []
    var object = OrderedDictionary<String, Node>()

    init() {}

    init(_ value: JSONValue) {
      scalar = value
    }

    func resolve() -> JSONValue {
      switch kind {
      case .scalar: return scalar
      case .array: return .array(array.map { $0.resolve() })
      case .object:
        var members = JSONObject(minimumCapacity: object.count)
        for (key, node) in object { members[key] = node.resolve() }
        return .object(members)
      }
    }

    func becomeObject() {
      if kind != .object {
        kind = .object
        object = [:]
      }
    }

    func becomeArray() {
      if kind != .array {
        kind = .array
        array = []
      }
    }
  }

  /// The `Encoder` handed to `encode(to:)`.
  struct Implementation: Encoder {
    let node: Node
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
      node.becomeObject()
      return KeyedEncodingContainer(KeyedContainer<Key>(node: node, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
      node.becomeArray()
      return UnkeyedContainer(node: node, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
      SingleValueContainer(node: node, codingPath: codingPath)
    }

    /// Encodes one value into a fresh node, short-circuiting JSON values and primitives.
    static func box<T: Encodable>(_ value: T, codingPath: [any CodingKey]) throws -> Node {
      if let json = value as? JSONValue { return Node(json) }
      if let object = value as? JSONObject { return Node(.object(object)) }
      if let string = value as? String { return Node(.string(string)) }
      if let bool = value as? Bool { return Node(.bool(bool)) }
      if let double = value as? Double { return Node(try number(double, codingPath: codingPath)) }
      if let float = value as? Float { return Node(try number(Double(float), codingPath: codingPath)) }
      if let integer = value as? any BinaryInteger { return Node(.number(double(integer))) }
      let node = Node()
      try value.encode(to: Implementation(node: node, codingPath: codingPath))
      return node
    }

    private static func double<I: BinaryInteger>(_ integer: I) -> Double {
      Double(integer)
    }

    static func number(_ value: Double, codingPath: [any CodingKey]) throws -> JSONValue {
      guard value.isFinite else {
        throw EncodingError.invalidValue(
          value,
          EncodingError.Context(codingPath: codingPath, debugDescription: "\(value) cannot be written as JSON"))
      }
      return .number(value)
    }
  }
}
