import SearchModel

/// Reading records the way the in-memory service needs: dotted paths and multi-valued attributes.
extension JSONObject {
  /// The values at a dotted `path` (`hierarchicalCategories.lvl1`), arrays flattened.
  func values(at path: String) -> [JSONValue] {
    var current: [JSONValue] = [.object(self)]
    for key in path.split(separator: ".").map(String.init) {
      current = current.flatMap { value -> [JSONValue] in
        guard case .object(let object) = value, let next = object[key] else { return [] }
        return [next]
      }
    }
    return current.flatMap { value -> [JSONValue] in
      if case .array(let elements) = value { return elements }
      return [value]
    }
  }

  /// Every string found anywhere in the record, for full-text matching.
  var allStrings: [String] {
    values.flatMap(\.allStrings)
  }
}

extension JSONValue {
  var allStrings: [String] {
    switch self {
    case .string(let string): [string]
    case .array(let values): values.flatMap(\.allStrings)
    case .object(let object): object.allStrings
    default: []
    }
  }

  /// How Algolia lists this value among facet counts.
  var facetText: String? {
    switch self {
    case .string(let string): string
    case .bool(let bool): bool ? "true" : "false"
    case .number(let number): FacetValue.number(number).facetText
    default: nil
    }
  }

  var numberValue: Double? {
    if case .number(let number) = self { return number }
    return nil
  }
}
