import SearchModel

/// The key of one group of filters inside a `FilterState`.
///
/// The operator is part of the identity: `.and(name: "color")` and
/// `.or(name: "color", filterType: .facet)` are two different groups. An OR group holds filters
/// of one kind only, because Algolia forbids mixing kinds inside an OR. A hierarchical group is
/// an AND group that also remembers its levels and selected path, for hierarchical faceting.
public enum FilterGroupID: Hashable, Sendable, CustomStringConvertible {
  /// Filters combined with AND; kinds may be mixed.
  case and(name: String)
  /// Filters of one kind combined with OR. An OR group of facet filters is *disjunctive*:
  /// `HitsSearcher` computes its facet counts as if the group were not refined.
  case or(name: String, filterType: FilterKind)
  /// The deepest selected level of a hierarchical facet (see `FilterState.setHierarchical`).
  case hierarchical(name: String)

  /// The group's name, shared by groups of different operators.
  public var name: String {
    switch self {
    case .and(let name), .or(let name, _), .hierarchical(let name): name
    }
  }

  /// Whether the group combines its filters with OR.
  public var isOr: Bool {
    if case .or = self { return true }
    return false
  }

  /// Whether the group is an OR of facet filters, which triggers disjunctive faceting.
  public var isDisjunctiveFacetGroup: Bool {
    if case .or(_, .facet) = self { return true }
    return false
  }

  /// Whether `filter` may be stored in this group (OR groups hold one kind only).
  public func accepts(_ filter: Filter) -> Bool {
    switch self {
    case .and, .hierarchical: true
    case .or(_, let kind): filter.kind == kind
    }
  }

  /// `and<name>`, `or<name>(facet)` or `hierarchical<name>`: how the shell lists groups.
  public var description: String {
    switch self {
    case .and(let name): "and<\(name)>"
    case .or(let name, let kind): "or<\(name)>(\(kind.rawValue))"
    case .hierarchical(let name): "hierarchical<\(name)>"
    }
  }

  /// Canonical order: by name (byte order), then OR before AND before hierarchical, then kind.
  static func canonicallyPrecedes(_ lhs: FilterGroupID, _ rhs: FilterGroupID) -> Bool {
    if lhs.name != rhs.name {
      return lhs.name.utf8.lexicographicallyPrecedes(rhs.name.utf8)
    }
    if lhs.rank != rhs.rank { return lhs.rank < rhs.rank }
    if case .or(_, let left) = lhs, case .or(_, let right) = rhs {
      return left.rawValue < right.rawValue
    }
    return false
  }

  private var rank: Int {
    switch self {
    case .or: 0
    case .and: 1
    case .hierarchical: 2
    }
  }
}
