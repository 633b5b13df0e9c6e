extension TypoTolerance {
  /// Reads `true`, `false`, `"true"`, `"false"`, `"min"` or `"strict"`.
  public init?(jsonValue: JSONValue) {
    switch jsonValue {
    case .bool(let bool): self = bool ? .true : .false
    case .string(let string):
      guard let tolerance = TypoTolerance(rawValue: string) else { return nil }
      self = tolerance
    default: return nil
    }
  }

  /// `true` / `false` as booleans (what the clients send), `"min"` / `"strict"` as strings.
  public var jsonValue: JSONValue {
    switch self {
    case .true: return .bool(true)
    case .false: return .bool(false)
    case .min, .strict: return .string(rawValue)
    }
  }
}

extension TypoTolerance: Codable {
  /// Decodes a boolean or one of the strings `"min"`, `"strict"`, `"true"`, `"false"`.
  public init(from decoder: any Decoder) throws {
    let value = try JSONValue(from: decoder)
    guard let tolerance = TypoTolerance(jsonValue: value) else {
      throw DecodingError.typeMismatch(
        TypoTolerance.self,
        DecodingError.Context(
          codingPath: decoder.codingPath,
          debugDescription: "expected a boolean, \"min\" or \"strict\", found \(value.kindDescription)"))
    }
    self = tolerance
  }

  /// Encodes ``jsonValue``.
  public func encode(to encoder: any Encoder) throws {
    try jsonValue.encode(to: encoder)
  }
}
