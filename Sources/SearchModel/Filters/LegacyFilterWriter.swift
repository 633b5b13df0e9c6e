/// Writes filters in the legacy syntax that `LegacyFilterReader` reads.
enum LegacyFilterWriter {
  /// The OR-ed strings for one filter (two for a negated range), nil if it cannot be written.
  static func strings(for filter: Filter) -> [String]? {
    switch filter {
    case .facet(let facet):
      guard facet.score == nil, !facet.attribute.isEmpty, !facet.attribute.contains(":") else { return nil }
      let value: String
      switch facet.value {
      case .string(let string): value = string
      case .number(let number): value = FilterNumber.format(number)
      case .bool(let bool): value = bool ? "true" : "false"
      }
      guard let signed = signed(value, isNegated: facet.isNegated) else { return nil }
      return [facet.attribute + ":" + signed]
    case .tag(let tag):
      guard tag.score == nil, let signed = signed(tag.value, isNegated: tag.isNegated) else { return nil }
      return [signed]
    case .numeric(let numeric):
      let attribute = numeric.attribute
      guard !attribute.isEmpty, !attribute.unicodeScalars.contains(where: { "<>=!: ".unicodeScalars.contains($0) }) else {
        return nil
      }
      switch numeric.condition {
      case .comparison(let comparison, let value):
        let written = numeric.isNegated ? comparison.inverse : comparison
        return [attribute + written.rawValue + FilterNumber.format(value)]
      case .range(let lower, let upper):
        if numeric.isNegated {
          return [attribute + "<" + FilterNumber.format(lower), attribute + ">" + FilterNumber.format(upper)]
        }
        return [attribute + ":" + FilterNumber.format(lower) + " TO " + FilterNumber.format(upper)]
      }
    }
  }

  /// `-value` when negated, `\-value` for a literal leading dash; nil for a value the reader
  /// would misread (empty, or starting with `\-`).
  private static func signed(_ value: String, isNegated: Bool) -> String? {
    guard !value.isEmpty, !value.hasPrefix("\\-") else { return nil }
    if isNegated { return "-" + value }
    return value.hasPrefix("-") ? "\\" + value : value
  }
}
