extension LoadingInteractor {
  /// Shows the loading state in `controller`, now and on every change.
  @discardableResult
  public func connectController(_ controller: some LoadingController) -> any Connection {
    let connection = ObservationConnection(
      setUp: { [weak self, weak controller] in
        guard let self else { return }
        controller?.setItem(self.item)
      },
      subscribe: { [weak self] in
        guard let self else { return [] }
        return [onItemChanged.subscribe(with: controller) { controller, loading in controller.setItem(loading) }]
      }
    )
    connection.connect()
    return connection
  }
}
