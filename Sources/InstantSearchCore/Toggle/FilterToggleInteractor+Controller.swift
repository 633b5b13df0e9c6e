import SearchModel

extension FilterToggleInteractor {
  /// Shows the toggle in `controller` (label from `presenter`) and routes its clicks back here.
  @discardableResult
  public func connectController(
    _ controller: some FilterToggleController,
    presenter: @escaping Presenter<Filter, String> = { DefaultPresenter.Filter.present($0) }
  ) -> any Connection {
    let connection = ObservationConnection(
      setUp: { [weak self, weak controller] in
        guard let self, let controller else { return }
        controller.setItem(presenter(self.item))
        controller.setSelected(self.isSelected)
        controller.onClick = { [weak self] selecting in self?.computeIsSelected(selecting: selecting) }
      },
      subscribe: { [weak self] in
        guard let self else { return [] }
        return [
          onSelectedChanged.subscribe(with: controller) { controller, selected in controller.setSelected(selected) },
          onItemChanged.subscribe(with: controller) { controller, filter in controller.setItem(presenter(filter)) },
        ]
      },
      tearDown: { [weak controller] in controller?.onClick = nil }
    )
    connection.connect()
    return connection
  }
}
