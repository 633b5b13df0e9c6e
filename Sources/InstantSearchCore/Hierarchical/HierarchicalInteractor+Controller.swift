extension HierarchicalInteractor {
  /// The rows to show now.
  public var presentedItems: [HierarchicalItem] {
    DefaultPresenter.Hierarchical.present(items: items, selections: selections, separator: separator)
  }

  /// Shows the menu in `controller` and routes its clicks back here.
  @discardableResult
  public func connectController(_ controller: some HierarchicalController) -> any Connection {
    let connection = ObservationConnection(
      setUp: { [weak self, weak controller] in
        guard let self, let controller else { return }
        controller.onClick = { [weak self] value in self?.computeSelection(key: value) }
        controller.setItems(self.presentedItems)
      },
      subscribe: { [weak self] in
        guard let self else { return [] }
        return [
          onItemsChanged.subscribe(with: controller) { [weak self] controller, _ in
            if let self { controller.setItems(self.presentedItems) }
          },
          onSelectionsChanged.subscribe(with: controller) { [weak self] controller, _ in
            if let self { controller.setItems(self.presentedItems) }
          },
        ]
      },
      tearDown: { [weak controller] in controller?.onClick = nil }
    )
    connection.connect()
    return connection
  }
}
