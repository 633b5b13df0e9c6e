// Literal conformances, so fixtures, tests and defaults read like the JSON they stand for:
// `let hit: JSONValue = ["objectID": "42", "price": 799, "tags": ["a", "b"]]`.

extension JSONValue: ExpressibleByNilLiteral {
  /// `nil` is JSON `null`.
  public init(nilLiteral: ()) { self = .null }
}

extension JSONValue: ExpressibleByBooleanLiteral {
  /// `true` / `false`.
  public init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension JSONValue: ExpressibleByIntegerLiteral {
  /// An integer literal becomes a number.
  public init(integerLiteral value: Int) { self = .number(Double(value)) }
}

extension JSONValue: ExpressibleByFloatLiteral {
  /// A floating-point literal becomes a number.
  public init(floatLiteral value: Double) { self = .number(value) }
}

extension JSONValue: ExpressibleByStringLiteral {
  /// A string literal becomes a string.
  public init(stringLiteral value: String) { self = .string(value) }
}

extension JSONValue: ExpressibleByArrayLiteral {
  /// An array literal becomes an array.
  public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
}

extension JSONValue: ExpressibleByDictionaryLiteral {
  /// A dictionary literal becomes an object with the keys in the order written (a repeated key
  /// keeps its first position and its last value).
  public init(dictionaryLiteral elements: (String, JSONValue)...) {
    var object = JSONObject(minimumCapacity: elements.count)
    for (key, value) in elements { object[key] = value }
    self = .object(object)
  }
}
