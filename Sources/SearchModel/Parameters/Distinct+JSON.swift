extension Distinct {
  /// Reads a boolean or a whole number (also their string spellings from the `params` form).
  public init?(jsonValue: JSONValue) {
    if let bool = ParameterValue.boolean(jsonValue) {
      self = .bool(bool)
    } else if let count = ParameterValue.integer(jsonValue) {
      self = .count(count)
    } else {
      return nil
    }
  }

  /// `true` / `false` or the number.
  public var jsonValue: JSONValue {
    switch self {
    case .bool(let bool): return .bool(bool)
    case .count(let count): return .number(Double(count))
    }
  }
}

extension Distinct: JSONValueCoded {
  public static let expectedJSON = "a boolean or an integer"
}
