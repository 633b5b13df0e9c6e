import SearchModel

extension FacetListInteractor {
  /// The values to show: the items with their selection state, plus selected values missing
  /// from the items with a count of 0 (so a refinement never vanishes from its own list),
  /// passed through `presenter`.
  public func selectableItems(presenter: FacetListPresenter = FacetListPresenter()) -> [SelectableItem<FacetHit>] {
    let values = Set(items.map(\.value))
    let missing = selections.subtracting(values).sorted().map { FacetHit(value: $0, highlighted: "", count: 0) }
    let all = (items + missing).map { SelectableItem(item: $0, isSelected: selections.contains($0.value)) }
    return presenter.transform(refinementFacets: all)
  }

  /// Shows the list in `controller` through `presenter` and routes its clicks back here.
  @discardableResult
  public func connectController(
    _ controller: some FacetListController,
    with presenter: FacetListPresenter = FacetListPresenter()
  ) -> any Connection {
    let refresh: @MainActor (FacetListInteractor, any FacetListController) -> Void = { interactor, controller in
      controller.setSelectableItems(interactor.selectableItems(presenter: presenter))
      controller.reload()
    }
    let connection = ObservationConnection(
      setUp: { [weak self, weak controller] in
        guard let self, let controller else { return }
        controller.onClick = { [weak self] facet in self?.computeSelections(selectingItemForKey: facet.value) }
        refresh(self, controller)
      },
      subscribe: { [weak self] in
        guard let self else { return [] }
        return [
          onItemsChanged.subscribe(with: controller) { [weak self] controller, _ in
            if let self { refresh(self, controller) }
          },
          onSelectionsChanged.subscribe(with: controller) { [weak self] controller, _ in
            if let self { refresh(self, controller) }
          },
        ]
      },
      tearDown: { [weak controller] in controller?.onClick = nil }
    )
    connection.connect()
    return connection
  }
}
