import InstantSearchCore

/// `facet-config ATTR --mode single|multiple --op and|or`: how one refinement list behaves.
public struct FacetConfiguration: Sendable, Hashable {
  /// Single or multiple selection (multiple by default, as InstantSearch).
  public var selectionMode: SelectionMode
  /// AND (conjunctive) or OR (disjunctive faceting). AND by default.
  public var refinementOperator: RefinementOperator

  public init(selectionMode: SelectionMode = .multiple, refinementOperator: RefinementOperator = .and) {
    self.selectionMode = selectionMode
    self.refinementOperator = refinementOperator
  }
}
