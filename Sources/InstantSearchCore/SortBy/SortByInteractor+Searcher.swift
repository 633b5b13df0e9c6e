extension SortByInteractor {
  /// Switches `searcher` to the chosen index (page 0) and searches; follows index changes made
  /// elsewhere.
  @discardableResult
  public func connectSearcher(_ searcher: HitsSearcher) -> any Connection {
    let position: @MainActor (SortByInteractor, String) -> Int? = { interactor, name in
      interactor.items.first { $0.value == name }?.key
    }
    let connection = ObservationConnection(
      setUp: { [weak self] in
        guard let self else { return }
        self.selected = position(self, searcher.indexName)
      },
      subscribe: { [weak self] in
        guard let self else { return [] }
        return [
          onSelectedComputed.subscribe(with: searcher) { [weak self] searcher, selected in
            guard let self, let selected, let name = self.items[selected] else { return }
            self.selected = selected
            searcher.indexName = name
            searcher.triggerSearch()
          },
          searcher.onIndexChanged.subscribe(with: self) { interactor, name in
            interactor.selected = position(interactor, name)
          },
        ]
      }
    )
    connection.connect()
    return connection
  }
}
