/// Holds the stats of the last search: set on results, `nil` on error.
@MainActor
public final class StatsInteractor: ItemInteractor<SearchStats?> {
  /// Creates an interactor with no stats yet.
  public init() {
    super.init(item: nil)
  }

  /// Follows `searcher`: stats of each response, `nil` after an error.
  @discardableResult
  public func connectSearcher(_ searcher: HitsSearcher) -> any Connection {
    let connection = ObservationConnection(subscribe: { [weak self] in
      guard let self else { return [] }
      return [
        searcher.onResults.subscribe(with: self) { interactor, response in interactor.item = SearchStats(response) },
        searcher.onError.subscribe(with: self) { interactor, _ in interactor.item = nil },
      ]
    })
    connection.connect()
    return connection
  }
}
