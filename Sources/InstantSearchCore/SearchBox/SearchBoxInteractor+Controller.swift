extension SearchBoxInteractor {
  /// Two-way wiring with a text field: its edits set the query, query changes show in it.
  @discardableResult
  public func connectController(_ controller: some SearchBoxController) -> any Connection {
    let connection = ObservationConnection(
      setUp: { [weak self, weak controller] in
        guard let self, let controller else { return }
        controller.setQuery(self.query)
        controller.onQueryChanged = { [weak self] query in self?.query = query }
        controller.onQuerySubmitted = { [weak self] query in
          self?.query = query
          self?.submitQuery()
        }
      },
      subscribe: { [weak self] in
        guard let self else { return [] }
        return [onItemChanged.subscribe(with: controller) { controller, query in controller.setQuery(query) }]
      },
      tearDown: { [weak controller] in
        controller?.onQueryChanged = nil
        controller?.onQuerySubmitted = nil
      }
    )
    connection.connect()
    return connection
  }
}
