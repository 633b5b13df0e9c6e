import SearchModel

extension CurrentFiltersInteractor {
  /// Shows the items in `controller`, labelled by `presenter`, and routes removals back here.
  @discardableResult
  public func connectController(
    _ controller: some CurrentFiltersController,
    presenter: @escaping Presenter<Filter, String> = { DefaultPresenter.Filter.present($0) }
  ) -> any Connection {
    let show: @MainActor (CurrentFiltersController, [FilterAndID]) -> Void = { controller, items in
      controller.setItems(items.map { (item: $0, label: presenter($0.filter)) })
    }
    let connection = ObservationConnection(
      setUp: { [weak self, weak controller] in
        guard let self, let controller else { return }
        controller.onRemoveItem = { [weak self] item in self?.remove(item: item) }
        show(controller, self.items)
      },
      subscribe: { [weak self] in
        guard let self else { return [] }
        return [onItemsChanged.subscribe(with: controller) { controller, items in show(controller, items) }]
      },
      tearDown: { [weak controller] in controller?.onRemoveItem = nil }
    )
    connection.connect()
    return connection
  }
}
