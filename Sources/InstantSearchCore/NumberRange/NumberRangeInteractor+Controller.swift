extension NumberRangeInteractor {
  /// Shows the range and bounds in `controller` and routes its edits back here.
  @discardableResult
  public func connectController(_ controller: some NumberRangeController) -> any Connection {
    let connection = ObservationConnection(
      setUp: { [weak self, weak controller] in
        guard let self, let controller else { return }
        controller.setItem(self.item)
        controller.setBounds(self.bounds)
        controller.onRangeChanged = { [weak self] range in self?.computeNumberRange(range) }
      },
      subscribe: { [weak self] in
        guard let self else { return [] }
        return [
          onItemChanged.subscribe(with: controller) { controller, range in controller.setItem(range) },
          onBoundsChanged.subscribe(with: controller) { controller, bounds in controller.setBounds(bounds) },
        ]
      },
      tearDown: { [weak controller] in controller?.onRangeChanged = nil }
    )
    connection.connect()
    return connection
  }
}
