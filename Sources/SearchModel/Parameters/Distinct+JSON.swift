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

extension Distinct: Codable {
  /// Decodes a boolean or an integer.
  public init(from decoder: any Decoder) throws {
    let value = try JSONValue(from: decoder)
    guard let distinct = Distinct(jsonValue: value) else {
      throw DecodingError.typeMismatch(
        Distinct.self,
        DecodingError.Context(
          codingPath: decoder.codingPath, debugDescription: "expected a boolean or an integer, found \(value.kindDescription)"))
    }
    self = distinct
  }

  /// Encodes ``jsonValue``.
  public func encode(to encoder: any Encoder) throws {
    try jsonValue.encode(to: encoder)
  }
}
