/// Where a dynamic facet list keeps the selection of one attribute: the group's name and
/// operator (`.or` makes the attribute disjunctive).
public struct FilterGroupDescriptor: Hashable, Sendable {
  /// The group's name.
  public var name: String
  /// How the group's filters combine.
  public var `operator`: RefinementOperator

  /// Describes the group `name` combined with `operator`.
  public init(name: String, operator: RefinementOperator) {
    self.name = name
    self.operator = `operator`
  }

  /// The group's identity in the filter state.
  public var groupID: FilterGroupID { .facetGroup(named: name, operator: `operator`) }
}
