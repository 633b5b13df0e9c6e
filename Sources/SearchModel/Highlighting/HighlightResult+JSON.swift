extension HighlightResult {
  /// Reads a `_highlightResult` tree straight from JSON, with the shape rules of
  /// ``init(from:)`` (an object with a string `value` and a string `matchLevel` is a leaf), or
  /// nil where ``init(from:)`` would throw.
  ///
  /// The shell's hit lines read the highlights of every hit they print; going through a
  /// `Decoder` for that was a sixth of a replayed script's time.
  public init?(json: JSONValue) {
    switch json {
    case .object(let object):
      if case .string(let text)? = object["value"], case .string(let level)? = object["matchLevel"] {
        guard let matchLevel = MatchLevel(rawValue: level) else { return nil }
        var matchedWords: [String]?
        switch object["matchedWords"] {
        case nil, .null?: matchedWords = nil
        case .array(let words)?:
          var strings: [String] = []
          strings.reserveCapacity(words.count)
          for word in words {
            guard case .string(let string) = word else { return nil }
            strings.append(string)
          }
          matchedWords = strings
        default: return nil
        }
        var fullyHighlighted: Bool?
        switch object["fullyHighlighted"] {
        case nil, .null?: fullyHighlighted = nil
        case .bool(let flag)?: fullyHighlighted = flag
        default: return nil
        }
        self = .value(
          HighlightedValue(value: text, matchLevel: matchLevel, matchedWords: matchedWords, fullyHighlighted: fullyHighlighted))
        return
      }
      var members = OrderedDictionary<String, HighlightResult>(minimumCapacity: object.count)
      for (key, value) in object {
        guard let member = HighlightResult(json: value) else { return nil }
        members[key] = member
      }
      self = .object(members)
    case .array(let elements):
      var results: [HighlightResult] = []
      results.reserveCapacity(elements.count)
      for element in elements {
        guard let result = HighlightResult(json: element) else { return nil }
        results.append(result)
      }
      self = .array(results)
    default:
      return nil
    }
  }
}
