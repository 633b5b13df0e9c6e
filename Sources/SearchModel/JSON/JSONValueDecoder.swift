/// Decodes any `Decodable` from a ``JSONValue``.
///
/// The counterpart of ``JSONValueEncoder``: object keys are visited in document order
/// (`allKeys`), a `JSONValue` or `JSONObject` field receives the stored value untouched, and
/// every failure is reported as a ``JSONDecodingError`` naming the path and what was expected.
public struct JSONValueDecoder: Sendable {
  /// Creates a decoder.
  public init() {}

  /// Decodes `type` from an already parsed value.
  ///
  /// - Throws: ``JSONDecodingError`` saying where and why the value does not fit.
  public func decode<T: Decodable>(_ type: T.Type, from value: JSONValue) throws(JSONDecodingError) -> T {
    do {
      return try Implementation.unbox(type, from: value, codingPath: [])
    } catch let error as DecodingError {
      throw JSONDecodingError(error)
    } catch let error as JSONDecodingError {
      throw error
    } catch {
      throw JSONDecodingError(path: "", message: String(describing: error))
    }
  }

  /// Parses JSON text and decodes `type` from it.
  ///
  /// - Throws: ``JSONParseError`` for malformed text, ``JSONDecodingError`` for a wrong shape.
  public func decode<T: Decodable>(_ type: T.Type, from bytes: some Collection<UInt8>) throws -> T {
    try decode(type, from: try JSONValue(parsing: bytes))
  }

  /// The `Decoder` handed to `init(from:)`.
  struct Implementation: Decoder {
    let value: JSONValue
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
      guard case .object(let object) = value else {
        throw Self.mismatch([String: JSONValue].self, expected: "an object", found: value, codingPath: codingPath)
      }
      return KeyedDecodingContainer(KeyedContainer<Key>(object: object, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
      guard case .array(let array) = value else {
        throw Self.mismatch([JSONValue].self, expected: "an array", found: value, codingPath: codingPath)
      }
      return UnkeyedContainer(array: array, codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
      SingleValueContainer(value: value, codingPath: codingPath)
    }

    /// Decodes one value, short-circuiting JSON values and primitives.
    static func unbox<T: Decodable>(_ type: T.Type, from value: JSONValue, codingPath: [any CodingKey]) throws -> T {
      if T.self == JSONValue.self, let result = value as? T { return result }
      if T.self == JSONObject.self {
        guard case .object(let object) = value, let result = object as? T else {
          throw mismatch(type, expected: "an object", found: value, codingPath: codingPath)
        }
        return result
      }
      if T.self == String.self {
        guard case .string(let string) = value, let result = string as? T else {
          throw mismatch(type, expected: "a string", found: value, codingPath: codingPath)
        }
        return result
      }
      if T.self == Bool.self {
        guard case .bool(let bool) = value, let result = bool as? T else {
          throw mismatch(type, expected: "a boolean", found: value, codingPath: codingPath)
        }
        return result
      }
      if T.self == Double.self {
        guard case .number(let number) = value, let result = number as? T else {
          throw mismatch(type, expected: "a number", found: value, codingPath: codingPath)
        }
        return result
      }
      if T.self == Float.self {
        guard case .number(let number) = value, let result = Float(number) as? T else {
          throw mismatch(type, expected: "a number", found: value, codingPath: codingPath)
        }
        return result
      }
      if let integerType = T.self as? any FixedWidthInteger.Type {
        return try integer(integerType, from: value, codingPath: codingPath) as? T
          ?? { throw mismatch(type, expected: "an integer", found: value, codingPath: codingPath) }()
      }
      return try T(from: Implementation(value: value, codingPath: codingPath))
    }

    private static func integer<I: FixedWidthInteger>(
      _ type: I.Type, from value: JSONValue, codingPath: [any CodingKey]
    ) throws -> I {
      guard case .number(let number) = value else {
        throw mismatch(type, expected: "an integer", found: value, codingPath: codingPath)
      }
      guard number.rounded(.towardZero) == number else {
        throw mismatch(type, expected: "an integer", found: value, codingPath: codingPath)
      }
      guard let result = I(exactly: number) else {
        throw DecodingError.dataCorrupted(
          DecodingError.Context(
            codingPath: codingPath,
            debugDescription: "number \(JSONValue.numberText(number)) does not fit in \(I.self)"))
      }
      return result
    }

    static func mismatch(
      _ type: Any.Type, expected: String, found value: JSONValue, codingPath: [any CodingKey]
    ) -> DecodingError {
      if value == .null {
        return .valueNotFound(
          type, DecodingError.Context(codingPath: codingPath, debugDescription: "expected \(expected), found null"))
      }
      return .typeMismatch(
        type,
        DecodingError.Context(codingPath: codingPath, debugDescription: "expected \(expected), found \(value.kindDescription)"))
    }
  }
}
