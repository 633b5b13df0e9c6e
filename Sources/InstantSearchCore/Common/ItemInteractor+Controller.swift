extension ItemInteractor {
  /// Shows the item in `controller` through `presenter`, now and on every change.
  @discardableResult
  public func connectController(
    _ controller: some ItemTextController,
    presenter: @escaping Presenter<Item, String?>
  ) -> any Connection {
    let connection = ObservationConnection(
      setUp: { [weak self, weak controller] in
        guard let self else { return }
        controller?.setItem(presenter(self.item))
      },
      subscribe: { [weak self] in
        guard let self else { return [] }
        return [onItemChanged.subscribe(with: controller) { controller, item in controller.setItem(presenter(item)) }]
      }
    )
    connection.connect()
    return connection
  }
}

extension ItemInteractor {
  /// Shows the item in `controller` as it is, now and on every change.
  @discardableResult
  public func connectController<Controller: ItemController>(_ controller: Controller) -> any Connection
  where Controller.Item == Item {
    let connection = ObservationConnection(
      setUp: { [weak self, weak controller] in
        guard let self else { return }
        controller?.setItem(self.item)
      },
      subscribe: { [weak self] in
        guard let self else { return [] }
        return [onItemChanged.subscribe(with: controller) { controller, item in controller.setItem(item) }]
      }
    )
    connection.connect()
    return connection
  }
}
