/// `sortRemainingBy`: the order of the facet values a ``FacetValuesOrder`` does not pin.
public enum SortRemainingBy: String, Sendable, Hashable, CaseIterable {
  /// By decreasing count (the number of matching records with the value).
  case count
  /// Alphabetically.
  case alpha
  /// Not shown: only the pinned values are.
  case hidden
}
