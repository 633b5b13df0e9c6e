import SearchModel

extension DefaultPresenter {
  /// Dynamic facet lists.
  public enum DynamicFacets {
    /// The rows of one facet of the list: its values in the ordering's order, each marked
    /// selected or not. The order is the index's, so nothing is re-sorted here.
    public static func present(_ facets: AttributedFacets, selections: Set<String>) -> [SelectableItem<FacetHit>] {
      facets.facets.map { SelectableItem(item: $0, isSelected: selections.contains($0.value)) }
    }
  }
}
