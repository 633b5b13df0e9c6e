import SearchModel

extension SearchContext {
  /// The attributes the index declares in `attributesForFaceting`, modifiers read
  /// (`searchable(brand)` is `brand`); empty when the settings cannot be read.
  public func declaredFacets() async -> [AttributeDeclaration] {
    ((try? await indexSettings().attributesForFaceting) ?? []).map(AttributeDeclaration.init)
  }

  /// The facet attribute of the index closest to `attribute` when `attribute` is not one of
  /// them (`brnad` → `brand`), for a "did you mean" after a mistyped name; nil when it is one,
  /// none is close, or the settings cannot be read.
  ///
  /// Without it a typo reads like a missing declaration: `facets brnad` advised importing again
  /// with `brnad` declared, on an index where `brand` is.
  public func closestFacetAttribute(to attribute: String) async -> String? {
    let names = await declaredFacets().map(\.attribute)
    guard !names.contains(attribute) else { return nil }
    return Suggestion.closest(to: attribute, in: names)
  }
}
