/// The legacy parameters that together mean one expression: what `FilterExpression`
/// becomes for a client or an API that only speaks `facetFilters`/`numericFilters`/`tagFilters`.
public struct LegacyFilterSet: Sendable, Hashable {
  /// Facet groups (`["brand:Apple", ["color:red", "color:-blue"]]`), nil when there are none.
  public var facetFilters: LegacyFilters?
  /// Numeric groups (`["price>=10.0", "price:1.0 TO 2.0"]`), nil when there are none.
  public var numericFilters: LegacyFilters?
  /// Tag groups (`["a", ["b", "-c"]]`), nil when there are none.
  public var tagFilters: LegacyFilters?

  /// A set of legacy parameters; absent ones are nil.
  public init(facetFilters: LegacyFilters? = nil, numericFilters: LegacyFilters? = nil, tagFilters: LegacyFilters? = nil) {
    self.facetFilters = facetFilters
    self.numericFilters = numericFilters
    self.tagFilters = tagFilters
  }
}

extension FilterExpression {
  /// The expression as legacy parameters, or nil when they cannot say it: an OR group mixing
  /// kinds, a score, an attribute the legacy syntax would split (`:` in a facet name, an
  /// operator character in a numeric one), or a value starting with `\-`.
  ///
  /// A negated comparison becomes the inverse comparison (`NOT price < 10` → `price>=10.0`)
  /// and a negated range the OR of the two outside comparisons, as InstantSearch's legacy
  /// converter does; reading the result back with `init(legacy:as:)` gives the same filtering.
  public var legacyFilters: LegacyFilterSet? {
    var facets: [LegacyFilterElement] = []
    var numerics: [LegacyFilterElement] = []
    var tags: [LegacyFilterElement] = []
    for group in normalized.groups {
      let parts = group.combinator == .and && group.filters.count > 1 ? group.filters.map { [$0] } : [group.filters]
      for filters in parts {
        guard let kind = filters.first?.kind, filters.allSatisfy({ $0.kind == kind }) else { return nil }
        var strings: [String] = []
        for filter in filters {
          guard let written = LegacyFilterWriter.strings(for: filter) else { return nil }
          strings.append(contentsOf: written)
        }
        let element: LegacyFilterElement = strings.count == 1 ? .single(strings[0]) : .anyOf(strings)
        switch kind {
        case .facet: facets.append(element)
        case .numeric: numerics.append(element)
        case .tag: tags.append(element)
        }
      }
    }
    return LegacyFilterSet(
      facetFilters: facets.isEmpty ? nil : .list(facets),
      numericFilters: numerics.isEmpty ? nil : .list(numerics),
      tagFilters: tags.isEmpty ? nil : .list(tags)
    )
  }
}

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
