import SearchModel

extension SearchContext {
  /// The facet attribute of the index closest to `attribute` when `attribute` is not one of
  /// them (`brnad` → `brand`), for a "did you mean" after a mistyped name; nil when it is one,
  /// none is close, or the settings cannot be read.
  ///
  /// Without it a typo reads like a missing declaration: `facets brnad` advised importing again
  /// with `brnad` declared, on an index where `brand` is.
  public func closestFacetAttribute(to attribute: String) async -> String? {
    guard let declared = try? await indexSettings().attributesForFaceting else { return nil }
    let names = declared.map { AttributeDeclaration($0).attribute }
    guard !names.contains(attribute) else { return nil }
    return Suggestion.closest(to: attribute, in: names)
  }
}
