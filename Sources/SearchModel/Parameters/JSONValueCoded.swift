/// A parameter value written as one JSON value of a few possible kinds (`aroundRadius`: an
/// integer or `"all"`; `distinct`: a boolean or an integer): it reads itself from a `JSONValue`
/// and writes itself as one, and its `Codable` conformance follows from that, written once here.
public protocol JSONValueCoded: Codable {
  /// The value `json` stands for; nil when it is of no kind the parameter takes.
  init?(jsonValue json: JSONValue)
  /// The value as Algolia writes it.
  var jsonValue: JSONValue { get }
  /// The kinds it takes, for the decoding error (`an integer or "all"`).
  static var expectedJSON: String { get }
}

extension JSONValueCoded {
  /// Decodes the value (``decoded(from:)``).
  public init(from decoder: any Decoder) throws {
    self = try Self.decoded(from: decoder)
  }

  /// Decodes any JSON value, then reads it (`init(jsonValue:)`); a value of another kind is a
  /// type mismatch saying what was expected and what was found. A type that also has another
  /// default `init(from:)` (a `String` raw value) calls this from its own.
  public static func decoded(from decoder: any Decoder) throws -> Self {
    let value = try JSONValue(from: decoder)
    guard let decoded = Self(jsonValue: value) else {
      throw DecodingError.typeMismatch(
        Self.self,
        DecodingError.Context(
          codingPath: decoder.codingPath, debugDescription: "expected \(Self.expectedJSON), found \(value.kindDescription)"))
    }
    return decoded
  }

  /// Encodes ``jsonValue``.
  public func encode(to encoder: any Encoder) throws {
    try jsonValue.encode(to: encoder)
  }
}
