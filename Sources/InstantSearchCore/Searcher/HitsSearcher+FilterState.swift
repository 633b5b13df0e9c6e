extension HitsSearcher {
  /// Makes the searcher follow `filterState`: on every change the canonical filters are copied
  /// into the request, the page goes back to 0 and a search starts.
  ///
  /// The current filters are taken over at once (without searching).
  @discardableResult
  public func connectFilterState(_ filterState: FilterState) -> any Connection {
    let connection = ObservationConnection(
      setUp: { [weak self] in self?.applyFilters(filterState.snapshot) },
      subscribe: {
        [filterState.onChange.subscribe(with: self) { searcher, snapshot in
          searcher.applyFilters(snapshot)
          searcher.triggerSearch()
        }]
      }
    )
    connection.connect()
    return connection
  }

  /// Takes over `snapshot` as the filters of the next search and resets the page to 0.
  public func applyFilters(_ snapshot: FilterStateSnapshot) {
    filterSnapshot = snapshot
    var request = request
    request.parameters.filters = snapshot.filters
    request.parameters.page = 0
    self.request = request
  }
}
