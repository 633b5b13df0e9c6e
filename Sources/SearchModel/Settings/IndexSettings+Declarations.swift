extension IndexSettings {
  /// `attributesForFaceting` read (`searchable(brand)` is `brand`, modified by `searchable`),
  /// in settings order; empty when the setting is absent.
  public var facetingDeclarations: [AttributeDeclaration] {
    (attributesForFaceting ?? []).map(AttributeDeclaration.init)
  }
}
