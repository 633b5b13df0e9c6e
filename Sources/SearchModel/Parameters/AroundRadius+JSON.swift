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

extension AroundRadius: Codable {
  /// Decodes an integer or `"all"`.
  public init(from decoder: any Decoder) throws {
    let value = try JSONValue(from: decoder)
    guard let radius = AroundRadius(jsonValue: value) else {
      throw DecodingError.typeMismatch(
        AroundRadius.self,
        DecodingError.Context(
          codingPath: decoder.codingPath, debugDescription: "expected an integer or \"all\", found \(value.kindDescription)"))
    }
    self = radius
  }

  /// Encodes ``jsonValue``.
  public func encode(to encoder: any Encoder) throws {
    try jsonValue.encode(to: encoder)
  }
}
