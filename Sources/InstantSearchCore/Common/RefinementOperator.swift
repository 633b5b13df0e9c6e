/// How the filters of a refinement widget combine: the operator of its filter group.
public enum RefinementOperator: Hashable, Sendable {
  /// All selected values must match; counts narrow as you select.
  case and
  /// Any selected value may match; for facets this makes the attribute disjunctive.
  case or
}
