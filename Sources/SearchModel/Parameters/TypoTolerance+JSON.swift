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

extension TypoTolerance: JSONValueCoded {
  public static let expectedJSON = "a boolean, \"min\" or \"strict\""

  /// Decodes a boolean or one of the strings `"min"`, `"strict"`, `"true"`, `"false"` (not the
  /// raw value's default: `true` and `false` come as booleans too).
  public init(from decoder: any Decoder) throws {
    self = try Self.decoded(from: decoder)
  }

  /// Encodes ``jsonValue``.
  public func encode(to encoder: any Encoder) throws {
    try jsonValue.encode(to: encoder)
  }
}
