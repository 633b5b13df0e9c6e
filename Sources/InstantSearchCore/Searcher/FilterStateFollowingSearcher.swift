/// A searcher whose requests follow a `FilterState`.
///
/// Hits and facet searchers react to filter changes the same way (take the new filters, search
/// again); only how they fold the filters into their request differs, which is `applyFilters`.
@MainActor
public protocol FilterStateFollowingSearcher: Searcher {
  /// Takes over `snapshot` as the filters of the next search.
  func applyFilters(_ snapshot: FilterStateSnapshot)
}

extension FilterStateFollowingSearcher {
  /// Makes the searcher follow `filterState`: the current filters are taken over at once (without
  /// searching), and on every change they are taken over again and a search starts.
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
}
