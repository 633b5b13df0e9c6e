extension LegacyFilters {
  /// Reads `"brand:Apple"`, `["brand:Apple", ["color:red", "color:blue"]]`, or that array spelled
  /// as a string (the `params` form); `nil` for any other shape.
  public init?(jsonValue: JSONValue) {
    switch jsonValue {
    case .string(let string):
      if string.trimmingSpaces.hasPrefix("["), let parsed = try? JSONValue(parsing: string),
        let filters = LegacyFilters(jsonValue: parsed)
      {
        self = filters
      } else {
        self = .string(string)
      }
    case .array(let elements):
      var list: [LegacyFilterElement] = []
      for element in elements {
        switch element {
        case .string(let string): list.append(.single(string))
        case .array(let group):
          guard let strings = ParameterValue.stringList(.array(group)) else { return nil }
          list.append(.anyOf(strings))
        default: return nil
        }
      }
      self = .list(list)
    default:
      return nil
    }
  }

  /// The JSON Algolia expects: the string, or the (nested) array.
  public var jsonValue: JSONValue {
    switch self {
    case .string(let string): return .string(string)
    case .list(let elements):
      return .array(
        elements.map { element in
          switch element {
          case .single(let string): return .string(string)
          case .anyOf(let strings): return .array(strings.map(JSONValue.string))
          }
        })
    }
  }
}

extension LegacyFilters: JSONValueCoded {
  public static let expectedJSON = "a string or an array of strings and arrays of strings"
}
