extension FilterExpression {
  /// The expression in the shape the parser gives back when it reads `description`, so that
  /// `FilterExpression(parsing: x.description) == x.normalized` for every expression that
  /// `isRepresentable` (non-empty strings, finite numbers, one kind per OR group).
  ///
  /// It drops empty groups, splits an AND group of several filters into one group per filter
  /// (the parser flattens a parenthesised AND into the top-level AND), gives every group the
  /// `.or` combinator, and turns a facet filter on `_tags` into the tag filter it reads as.
  public var normalized: FilterExpression {
    var result: [FilterGroup] = []
    for group in groups where !group.filters.isEmpty {
      let filters = group.filters.map(\.normalized)
      if group.combinator == .and {
        result.append(contentsOf: filters.map { FilterGroup([$0]) })
      } else {
        result.append(FilterGroup(filters))
      }
    }
    return FilterExpression(groups: result)
  }
}

extension Filter {
  /// The filter as the parser reads it back: a facet filter on `_tags` is a tag filter.
  public var normalized: Filter {
    guard case .facet(let facet) = self, facet.attribute == "_tags" else { return self }
    let value: String
    switch facet.value {
    case .string(let string): value = string
    case .number(let number): value = FilterNumber.format(number)
    case .bool(let bool): value = bool ? "true" : "false"
    }
    return .tag(TagFilter(value: value, isNegated: facet.isNegated, score: facet.score))
  }
}
