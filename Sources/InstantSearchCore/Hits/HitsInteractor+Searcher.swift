extension HitsInteractor {
  /// Feeds the interactor from `searcher`: results are inserted, errors forwarded (clearing the
  /// failed page), a new query, index or parameters invalidates the list, and the searcher loads pages.
  @discardableResult
  public func connectSearcher(_ searcher: HitsSearcher) -> any Connection {
    let connection = ObservationConnection(
      setUp: { [weak self, weak searcher] in self?.pageLoader = searcher },
      subscribe: { [weak self] in
        guard let self else { return [] }
        return [
          searcher.onResults.subscribe(with: self) { interactor, response in interactor.update(with: response) },
          searcher.onError.subscribe(with: self) { interactor, error in
            interactor.notifyError(error, page: error.request.page)
          },
          searcher.onQueryChanged.subscribe(with: self) { interactor, _ in interactor.notifyQueryChanged() },
          searcher.onIndexChanged.subscribe(with: self) { interactor, _ in interactor.notifyQueryChanged() },
          searcher.onParametersChanged.subscribe(with: self) { interactor, _ in interactor.notifyQueryChanged() },
          searcher.onLoadingChanged.subscribe(with: self) { interactor, loading in
            if !loading { interactor.notifyIdle() }
          },
        ]
      },
      tearDown: { [weak self] in self?.pageLoader = nil }
    )
    connection.connect()
    return connection
  }

  /// Invalidates the list whenever `filterState` changes (the searcher searches again).
  @discardableResult
  public func connectFilterState(_ filterState: FilterState) -> any Connection {
    let connection = ObservationConnection(subscribe: { [weak self] in
      guard let self else { return [] }
      return [filterState.onChange.subscribe(with: self) { interactor, _ in interactor.notifyQueryChanged() }]
    })
    connection.connect()
    return connection
  }
}
