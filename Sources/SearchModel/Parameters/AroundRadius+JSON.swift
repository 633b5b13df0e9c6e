extension AroundRadius {
  /// Reads a whole number of metres or `"all"` (also `"1000"` from the `params` form).
  public init?(jsonValue: JSONValue) {
    if jsonValue == .string("all") {
      self = .all
    } else if let meters = ParameterValue.integer(jsonValue) {
      self = .meters(meters)
    } else {
      return nil
    }
  }

  /// `1000` or `"all"`.
  public var jsonValue: JSONValue {
    switch self {
    case .meters(let meters): return .number(Double(meters))
    case .all: return .string("all")
    }
  }
}

extension AroundRadius: JSONValueCoded {
  public static let expectedJSON = "an integer or \"all\""
}
