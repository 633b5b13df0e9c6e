extension SortByInteractor {
  /// Shows the indexes in `controller` (labels from `presenter`) and routes its choice back here.
  @discardableResult
  public func connectController(
    _ controller: some SelectableSegmentController,
    presenter: @escaping Presenter<String, String> = { $0 }
  ) -> any Connection {
    let connection = ObservationConnection(
      setUp: { [weak self, weak controller] in
        guard let self, let controller else { return }
        controller.setItems(self.items.mapValues(presenter))
        controller.setSelected(self.selected)
        controller.onClick = { [weak self] position in self?.computeSelected(selecting: position) }
      },
      subscribe: { [weak self] in
        guard let self else { return [] }
        return [
          onItemsChanged.subscribe(with: controller) { controller, items in controller.setItems(items.mapValues(presenter)) },
          onSelectedChanged.subscribe(with: controller) { controller, selected in controller.setSelected(selected) },
        ]
      },
      tearDown: { [weak controller] in controller?.onClick = nil }
    )
    connection.connect()
    return connection
  }
}
