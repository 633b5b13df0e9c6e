/// Reads the strings of legacy filter parameters.
enum LegacyFilterReader {
  /// One filter from one string; nil for an empty tag.
  static func filter(_ string: String, parameter: LegacyFilterParameter) throws(LegacyFilterError) -> Filter? {
    switch parameter {
    case .numericFilters: return try numeric(string)
    case .tagFilters:
      let (value, isNegated) = signedValue(string)
      return value.isEmpty ? nil : .tag(TagFilter(value: value, isNegated: isNegated))
    case .facetFilters: return try facet(string, allowsScore: false)
    case .optionalFilters: return try facet(string, allowsScore: true)
    }
  }

  /// `attribute:value` with `-` negation and `\-` escape (and `<score=N>` when allowed).
  static func facet(_ string: String, allowsScore: Bool) throws(LegacyFilterError) -> Filter {
    var text = Substring(string)
    var score: Int?
    if allowsScore, text.hasSuffix(">"), let open = text.lastIndex(of: "<") {
      let option = text[text.index(after: open)..<text.index(before: text.endIndex)]
      if option.hasPrefix("score="), let value = Int(option.dropFirst("score=".count)) {
        score = value
        text = text[..<open]
      }
    }
    guard let colon = text.firstIndex(of: ":"), colon != text.startIndex else {
      throw LegacyFilterError(message: "Invalid syntax for facet filter:\(string)")
    }
    let attribute = String(text[..<colon])
    let (rawValue, isNegated) = signedValue(String(text[text.index(after: colon)...]))
    if attribute == "_tags" { return .tag(TagFilter(value: rawValue, isNegated: isNegated, score: score)) }
    let value: FacetValue
    if let number = FilterNumber.parse(rawValue) {
      value = .number(number)
    } else if rawValue == "true" || rawValue == "false" {
      value = .bool(rawValue == "true")
    } else {
      value = .string(rawValue)
    }
    return .facet(FacetFilter(attribute: attribute, value: value, isNegated: isNegated, score: score))
  }

  /// `attr OP number` or `attr:lower TO upper`; anything else is Algolia's
  /// `Invalid syntax for numeric condition:<string>`.
  static func numeric(_ string: String) throws(LegacyFilterError) -> Filter {
    let invalid = LegacyFilterError(message: "Invalid syntax for numeric condition:\(string)")
    let scalars = Array(string.unicodeScalars)
    guard let position = scalars.firstIndex(where: { "<>=!:".unicodeScalars.contains($0) }) else { throw invalid }
    let attribute = trimmed(scalars[..<position])
    guard !attribute.isEmpty else { throw invalid }
    if scalars[position] == ":" {
      let bounds = trimmed(scalars[(position + 1)...]).split(separator: " ", omittingEmptySubsequences: true)
      guard bounds.count == 3, bounds[1] == "TO", let lower = number(bounds[0]), let upper = number(bounds[2]) else {
        throw invalid
      }
      return .numeric(NumericFilter(attribute: attribute, condition: .range(lower: lower, upper: upper)))
    }
    let hasEqual = position + 1 < scalars.count && scalars[position + 1] == "="
    let symbol = String(scalars[position]) + (hasEqual ? "=" : "")
    guard let comparison = NumericOperator(rawValue: symbol) else { throw invalid }
    guard let value = number(Substring(trimmed(scalars[(position + symbol.count)...]))) else { throw invalid }
    return .numeric(NumericFilter(attribute: attribute, condition: .comparison(comparison, value)))
  }

  /// The comma form `a,(b,c),-d`: top-level commas separate AND elements, parentheses hold
  /// an OR group. Spaces around elements are ignored.
  static func commaGroups(_ string: String, parameter: LegacyFilterParameter) throws(LegacyFilterError) -> [[String]] {
    var groups: [[String]] = []
    var group: [String]?
    var current = String.UnicodeScalarView()
    let unbalanced = LegacyFilterError(message: "Unbalanced parentheses in \(parameter.rawValue):\(string)")

    func flush() {
      let element = trimmed(ArraySlice(current))
      current = String.UnicodeScalarView()
      guard !element.isEmpty else { return }
      if group != nil { group?.append(element) } else { groups.append([element]) }
    }

    for scalar in string.unicodeScalars {
      switch scalar {
      case "(" where group == nil && trimmed(ArraySlice(current)).isEmpty:
        current = String.UnicodeScalarView()
        group = []
      case ")":
        guard group != nil else { throw unbalanced }
        flush()
        if let finished = group, !finished.isEmpty { groups.append(finished) }
        group = nil
      case ",": flush()
      default: current.append(scalar)
      }
    }
    guard group == nil else { throw unbalanced }
    flush()
    return groups
  }

  /// A value with its leading `-` meaning negation, and `\-` standing for a literal dash.
  static func signedValue(_ string: String) -> (String, Bool) {
    if string.hasPrefix("\\-") { return (String(string.dropFirst()), false) }
    if string.hasPrefix("-") { return (String(string.dropFirst()), true) }
    return (string, false)
  }

  private static func number(_ text: Substring) -> Double? {
    guard let value = Double(text), value.isFinite else { return nil }
    return value
  }

  private static func trimmed(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
    var slice = scalars
    while let first = slice.first, first == " " { slice.removeFirst() }
    while let last = slice.last, last == " " { slice.removeLast() }
    var view = String.UnicodeScalarView()
    view.append(contentsOf: slice)
    return String(view)
  }
}
