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
