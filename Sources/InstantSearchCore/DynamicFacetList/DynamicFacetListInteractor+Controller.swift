extension DynamicFacetListInteractor {
  /// Shows the ordered facets and selections in `controller`, now and on every change, and
  /// routes its selections back here.
  @discardableResult
  public func connectController(_ controller: some DynamicFacetListController) -> any Connection {
    let connection = ObservationConnection(
      setUp: { [weak self, weak controller] in
        guard let self, let controller else { return }
        controller.didSelect = { [weak self] attribute, value in self?.toggleSelection(ofFacetValue: value, for: attribute) }
        controller.setOrderedFacets(orderedFacets)
        controller.setSelections(selections)
      },
      subscribe: { [weak self] in
        guard let self else { return [] }
        return [
          onFacetOrderChanged.subscribe(with: controller) { controller, facets in controller.setOrderedFacets(facets) },
          onSelectionsChanged.subscribe(with: controller) { controller, selections in controller.setSelections(selections) },
        ]
      },
      tearDown: { [weak controller] in controller?.didSelect = nil }
    )
    connection.connect()
    return connection
  }
}
