extension JSONValue {
  /// The member `key` of an object; `nil` for a missing key or a non-object.
  ///
  /// Optional rather than trapping so that exploring user records (`hit 3`, facet values) never
  /// crashes on an unexpected shape.
  public subscript(key: String) -> JSONValue? {
    guard case .object(let object) = self else { return nil }
    return object[key]
  }

  /// The element at `index` of an array; `nil` when out of range or not an array.
  public subscript(index: Int) -> JSONValue? {
    guard case .array(let array) = self, array.indices.contains(index) else { return nil }
    return array[index]
  }

  /// The string, when this is a string.
  public var stringValue: String? {
    guard case .string(let string) = self else { return nil }
    return string
  }

  /// The number, when this is a number.
  public var doubleValue: Double? {
    guard case .number(let number) = self else { return nil }
    return number
  }

  /// The number as an `Int`, when this is a number with no fractional part that fits.
  public var intValue: Int? {
    guard case .number(let number) = self else { return nil }
    return Int(exactly: number)
  }

  /// The boolean, when this is `true` or `false` (numbers and strings are not converted).
  public var boolValue: Bool? {
    guard case .bool(let bool) = self else { return nil }
    return bool
  }

  /// The elements, when this is an array.
  public var arrayValue: [JSONValue]? {
    guard case .array(let array) = self else { return nil }
    return array
  }

  /// The members in order, when this is an object.
  public var objectValue: JSONObject? {
    guard case .object(let object) = self else { return nil }
    return object
  }

  /// Whether this is `null`.
  public var isNull: Bool { self == .null }

  /// A short description of the kind of value (`a string "abc"`, `a number 1.5`, `an array`),
  /// for error messages that say what was found instead of what was expected.
  public var kindDescription: String {
    switch self {
    case .null: return "null"
    case .bool(let bool): return bool ? "true" : "false"
    case .number(let number): return "a number \(JSONValue.numberText(number))"
    case .string(let string):
      let shown = string.count > 40 ? String(string.prefix(40)) + "…" : string
      return "a string \(JSONValue.string(shown).serializedString())"
    case .array: return "an array"
    case .object: return "an object"
    }
  }
}
