import SearchModel

extension DefaultPresenter {
  /// Facet values.
  public enum Facet {
    /// `red 10`: the value, a space and the count.
    public static func present(_ facet: FacetHit) -> String {
      "\(facet.value) \(facet.count)"
    }
  }
}
