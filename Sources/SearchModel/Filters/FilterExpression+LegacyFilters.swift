extension FilterExpression {
  /// The expression a legacy filter parameter means, so the engine evaluates `facetFilters`,
  /// `numericFilters`, `tagFilters` and `optionalFilters` with the same code as `filters`.
  ///
  /// In a list, each element is an AND group and a nested list an OR group. A single string is
  /// one filter, except for `tagFilters` and `numericFilters`, where it is the comma form the
  /// JS helper sends: `a,(b,c),-d` means `a AND (b OR c) AND NOT d`. Facet values read like
  /// the `filters` language (bare numbers are numbers, `true`/`false` booleans), and a facet on
  /// `_tags` is a tag filter.
  public init(legacy filters: LegacyFilters, as parameter: LegacyFilterParameter) throws(LegacyFilterError) {
    let elements: [[String]]
    switch filters {
    case .string(let string):
      switch parameter {
      case .tagFilters, .numericFilters: elements = try LegacyFilterReader.commaGroups(string, parameter: parameter)
      case .facetFilters, .optionalFilters: elements = string.isEmpty ? [] : [[string]]
      }
    case .list(let list):
      elements = list.map { element in
        switch element {
        case .single(let string): [string]
        case .anyOf(let strings): strings
        }
      }
    }
    var groups: [FilterGroup] = []
    for strings in elements {
      var group: [Filter] = []
      for string in strings {
        if let filter = try LegacyFilterReader.filter(string, parameter: parameter) { group.append(filter) }
      }
      if !group.isEmpty { groups.append(FilterGroup(group)) }
    }
    self.init(groups: groups)
  }
}
