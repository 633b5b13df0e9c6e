/// One leaf of a highlight or snippet tree: the attribute's text with the matches tagged.
///
/// Highlight leaves carry `matchedWords` (and `fullyHighlighted` when something matched);
/// snippet leaves only `value` and `matchLevel`, so those two fields are optional.
public struct HighlightedValue: Sendable, Hashable {
  /// The text with matches between the highlight tags (numbers arrive stringified: `"1993"`).
  public var value: String
  /// How much of the query matched this attribute.
  public var matchLevel: MatchLevel
  /// The query words that matched (highlight leaves only).
  public var matchedWords: [String]?
  /// Whether the whole value is highlighted (absent when nothing matched).
  public var fullyHighlighted: Bool?

  /// Creates a leaf.
  public init(value: String, matchLevel: MatchLevel, matchedWords: [String]? = nil, fullyHighlighted: Bool? = nil) {
    self.value = value
    self.matchLevel = matchLevel
    self.matchedWords = matchedWords
    self.fullyHighlighted = fullyHighlighted
  }

  /// The value parsed into plain text and tagged runs, with the tags the search used.
  public func taggedString(preTag: String = "<em>", postTag: String = "</em>") -> TaggedString {
    TaggedString(value, preTag: preTag, postTag: postTag)
  }
}

extension HighlightedValue: Codable {
  private enum CodingKeys: String, CodingKey {
    case value, matchLevel, fullyHighlighted, matchedWords
  }

  /// Decodes `{"value":..., "matchLevel":"none"|"partial"|"full", "matchedWords":[...], "fullyHighlighted":bool}`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let level = try container.decode(String.self, forKey: .matchLevel)
    guard let matchLevel = MatchLevel(rawValue: level) else {
      throw DecodingError.dataCorruptedError(
        forKey: .matchLevel, in: container, debugDescription: "expected \"none\", \"partial\" or \"full\", found \"\(level)\"")
    }
    self.init(
      value: try container.decode(String.self, forKey: .value),
      matchLevel: matchLevel,
      matchedWords: try container.decodeIfPresent([String].self, forKey: .matchedWords),
      fullyHighlighted: try container.decodeIfPresent(Bool.self, forKey: .fullyHighlighted))
  }

  /// Encodes in Algolia's order: value, matchLevel, fullyHighlighted, matchedWords.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(value, forKey: .value)
    try container.encode(matchLevel, forKey: .matchLevel)
    try container.encodeIfPresent(fullyHighlighted, forKey: .fullyHighlighted)
    try container.encodeIfPresent(matchedWords, forKey: .matchedWords)
  }
}
