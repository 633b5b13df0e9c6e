extension HitsInteractor {
  /// Shows the hits in `controller`: reload on new results, scroll to top on a new request.
  @discardableResult
  public func connectController(_ controller: some HitsController) -> any Connection {
    let connection = ObservationConnection(
      setUp: { [weak self, weak controller] in
        controller?.hitsSource = self
        controller?.reload()
      },
      subscribe: { [weak self] in
        guard let self else { return [] }
        return [
          onResultsUpdated.subscribe(with: controller) { controller, _ in controller.reload() },
          onRequestChanged.subscribe(with: controller) { controller, _ in controller.scrollToTop() },
        ]
      },
      tearDown: { [weak controller] in controller?.hitsSource = nil }
    )
    connection.connect()
    return connection
  }
}
