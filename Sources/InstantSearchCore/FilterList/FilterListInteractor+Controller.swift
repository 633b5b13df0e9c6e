import SearchModel

extension FilterListInteractor {
  /// Shows the list in `controller` (labels from `presenter`) and routes its clicks back here.
  @discardableResult
  public func connectController(
    _ controller: some FilterListController,
    presenter: @escaping Presenter<Filter, String> = { DefaultPresenter.Filter.present($0) }
  ) -> any Connection {
    let show: @MainActor (FilterListInteractor, any FilterListController) -> Void = { list, controller in
      let items = list.items.map { SelectableItem(item: $0, isSelected: list.selections.contains($0)) }
      controller.setSelectableItems(items, labels: list.items.map(presenter))
    }
    let connection = ObservationConnection(
      setUp: { [weak self, weak controller] in
        guard let self, let controller else { return }
        controller.onClick = { [weak self] filter in self?.computeSelections(selectingItemForKey: filter) }
        show(self, controller)
      },
      subscribe: { [weak self] in
        guard let self else { return [] }
        return [
          onSelectionsChanged.subscribe(with: controller) { [weak self] controller, _ in if let self { show(self, controller) } },
          onItemsChanged.subscribe(with: controller) { [weak self] controller, _ in if let self { show(self, controller) } },
        ]
      },
      tearDown: { [weak controller] in controller?.onClick = nil }
    )
    connection.connect()
    return connection
  }
}
