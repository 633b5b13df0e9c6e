import SearchModel

/// The logic of a refinement list: the values of one facet with their counts, and the values
/// selected (keyed by value).
@MainActor
public final class FacetListInteractor: SelectableListInteractor<String, FacetHit> {
  /// Creates a list showing `facets` until results arrive, in `selectionMode`.
  public init(facets: [FacetHit] = [], selectionMode: SelectionMode = .multiple) {
    super.init(items: facets, selectionMode: selectionMode)
  }
}
