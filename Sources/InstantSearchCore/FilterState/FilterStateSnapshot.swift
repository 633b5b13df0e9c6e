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

  /// The snapshot as a `FilterExpression` (hierarchical groups print as AND groups).
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

  /// The expression of `groups`: an AND of groups, each printed with its own operator.
  static func expression(of groups: [Group]) -> FilterExpression {
    FilterExpression(groups: groups.filter { !$0.filters.isEmpty }.map { group in
      FilterGroup(group.filters, combinator: group.id.isOr ? .or : .and)
    })
  }

  /// The canonical string (`( f1 OR f2 ) AND ( f3 AND f4 )`, from the SearchModel printer), or
  /// `nil` when there is nothing to filter on.
  static func filtersString(of groups: [Group]) -> String? {
    let expression = expression(of: groups)
    return expression.isEmpty ? nil : expression.description
  }
}
