extension NumberInteractor {
  /// Shows the number and bounds in `controller` and routes its edits back here.
  @discardableResult
  public func connectController(_ controller: some NumberController) -> any Connection {
    let connection = ObservationConnection(
      setUp: { [weak self, weak controller] in
        guard let self, let controller else { return }
        controller.setItem(self.item)
        controller.setBounds(self.bounds)
        controller.onNumberChanged = { [weak self] number in self?.computeNumber(number) }
      },
      subscribe: { [weak self] in
        guard let self else { return [] }
        return [
          onItemChanged.subscribe(with: controller) { controller, number in controller.setItem(number) },
          onBoundsChanged.subscribe(with: controller) { controller, bounds in controller.setBounds(bounds) },
        ]
      },
      tearDown: { [weak controller] in controller?.onNumberChanged = nil }
    )
    connection.connect()
    return connection
  }
}
