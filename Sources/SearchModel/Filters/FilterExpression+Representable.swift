extension FilterExpression {
  /// True when the `filters` language can spell the expression, so that
  /// `FilterExpression(parsing: description) == normalized`: every OR group of several filters
  /// holds one kind (after `_tags` facets become tags), and no attribute or string is empty and
  /// no number infinite or NaN (Algolia has no way to write `""`, `inf` or `nan`).
  ///
  /// Expressions built by hand (or by FilterState) can break these rules; parsed ones never do.
  public var isRepresentable: Bool {
    normalized.groups.allSatisfy { group in
      let kinds = Set(group.filters.map(\.kind))
      return (group.combinator == .and || kinds.count <= 1) && group.filters.allSatisfy(\.isRepresentable)
    }
  }
}

extension Filter {
  /// True when every attribute and string of the filter is non-empty and every number finite.
  public var isRepresentable: Bool {
    switch self {
    case .facet(let facet):
      guard !facet.attribute.isEmpty else { return false }
      switch facet.value {
      case .string(let string): return !string.isEmpty
      case .number(let number): return number.isFinite
      case .bool: return true
      }
    case .numeric(let numeric):
      guard !numeric.attribute.isEmpty else { return false }
      switch numeric.condition {
      case .comparison(_, let value): return value.isFinite
      case .range(let lower, let upper): return lower.isFinite && upper.isFinite
      }
    case .tag(let tag):
      return !tag.value.isEmpty
    }
  }
}
