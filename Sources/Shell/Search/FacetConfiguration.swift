import InstantSearchCore

/// `facet-config ATTR --mode single|multiple --op and|or`: how one refinement list behaves;
/// `multiple` and `or` unless configured otherwise.
public struct FacetConfiguration: Sendable, Hashable {
  /// Single or multiple selection (multiple by default, as InstantSearch).
  public var selectionMode: SelectionMode
  /// AND (conjunctive) or OR (disjunctive faceting). OR by default, as InstantSearch.js's
  /// `refinementList`: picking a second brand widens the results, and each value's count is what
  /// picking it would add (the attribute's own refinements are left out of its counts).
  public var refinementOperator: RefinementOperator

  public init(selectionMode: SelectionMode = .multiple, refinementOperator: RefinementOperator = .or) {
    self.selectionMode = selectionMode
    self.refinementOperator = refinementOperator
  }
}
