/// One criterion of a facet list's order.
public enum FacetSortCriterion: Hashable, Sendable {
  /// Ascending or descending.
  public enum Order: Hashable, Sendable {
    /// Smallest first (A to Z, 0 upwards).
    case ascending
    /// Largest first (Z to A, counts downwards).
    case descending
  }

  /// Selected values first.
  case isRefined
  /// By count.
  case count(order: Order)
  /// By value, case-insensitively.
  case alphabetical(order: Order)
}
