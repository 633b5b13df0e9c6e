import InstantSearchCore

/// How one refinement list selects, as shown (`facet-config ATTR`).
public struct FacetConfigurationView: Sendable, Hashable {
  /// The facet attribute.
  public var attribute: String
  /// One value at a time, or several.
  public var selectionMode: SelectionMode
  /// How several values combine: `and` narrows, `or` widens (disjunctive faceting).
  public var refinementOperator: RefinementOperator
}
