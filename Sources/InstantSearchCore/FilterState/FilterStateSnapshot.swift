import SearchModel

/// An immutable, canonically ordered copy of a `FilterState`.
///
/// Searchers keep one of these rather than a reference to the live state, so that a search
/// always uses the filters as they were when it started, and so that the query builder is a
/// pure function of values.
public struct FilterStateSnapshot: Hashable, Sendable {
  /// One non-empty group with its filters in canonical order.
  public struct Group: Hashable, Sendable {
    /// The group's key.
    public var id: FilterGroupID
    /// Its filters, sorted by printed text.
    public var filters: [Filter]

    /// Creates a group.
    public init(id: FilterGroupID, filters: [Filter]) {
      self.id = id
      self.filters = filters
    }
  }

  /// The non-empty groups, sorted by name (OR before AND for equal names).
  public var groups: [Group]
  /// The declared hierarchical facets, sorted by group name.
  public var hierarchicalFacets: [HierarchicalFacet]

  /// Creates a snapshot; `groups` are expected in canonical order.
  public init(groups: [Group] = [], hierarchicalFacets: [HierarchicalFacet] = []) {
    self.groups = groups
    self.hierarchicalFacets = hierarchicalFacets
  }

  /// The snapshot as a `FilterExpression` (hierarchical groups become AND groups).
  public var expression: FilterExpression {
    Self.expression(of: groups)
  }

  /// The canonical `filters` string, or `nil` when there is nothing to filter on.
  public var filters: String? {
    Self.filtersString(of: groups)
  }

  /// The attributes of the facet filters in OR facet groups: the disjunctive facets, sorted.
  public var disjunctiveAttributes: [String] {
    let attributes = groups
      .filter(\.id.isDisjunctiveFacetGroup)
      .flatMap(\.filters)
      .map(\.targetAttribute)
    return Set(attributes).sorted()
  }

  /// Builds the expression of `groups`: an AND of groups, each group an OR or an AND.
  ///
  /// A `FilterGroup` is an OR, so an AND group of n filters becomes n single-filter groups: the
  /// same records match. The canonical *string* keeps InstantSearch's `( a AND b )` grouping,
  /// which `FilterExpression` cannot represent, hence `filtersString(of:)`.
  static func expression(of groups: [Group]) -> FilterExpression {
    FilterExpression(groups: groups.flatMap { group -> [FilterGroup] in
      group.id.isOr ? [FilterGroup(group.filters)] : group.filters.map { FilterGroup([$0]) }
    })
  }

  /// The canonical string: `( f1 OR f2 ) AND ( f3 AND f4 )`, or `nil` for no filters.
  ///
  /// Each group is printed as InstantSearch does, its filters (printed by SearchModel) joined
  /// with its own operator inside parentheses, and groups joined with ` AND `.
  static func filtersString(of groups: [Group]) -> String? {
    let parts = groups.compactMap { group -> String? in
      guard !group.filters.isEmpty else { return nil }
      let separator = group.id.isOr ? " OR " : " AND "
      return "( " + group.filters.map(\.canonicalText).joined(separator: separator) + " )"
    }
    return parts.isEmpty ? nil : parts.joined(separator: " AND ")
  }
}
