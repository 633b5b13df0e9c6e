extension FilterClearInteractor {
  /// Routes `controller`'s presses to `trigger()`.
  @discardableResult
  public func connectController(_ controller: some FilterClearController) -> any Connection {
    let connection = ObservationConnection(
      setUp: { [weak self, weak controller] in controller?.onClick = { self?.trigger() } },
      subscribe: { [] },
      tearDown: { [weak controller] in controller?.onClick = nil }
    )
    connection.connect()
    return connection
  }
}
