/// A hits list wired in one call: searcher → interactor → controller, filters included.
@MainActor
public final class HitsConnector<Record>: Connector {
  /// The searcher feeding the list.
  public let searcher: HitsSearcher
  /// The list logic.
  public let interactor: HitsInteractor<Record>
  /// The filter state followed by the searcher, if any.
  public let filterState: FilterState?
  /// The connections it is made of.
  public let parts: CompositeConnection

  /// Connects `interactor` to `searcher`, to `filterState` (both ways) and to `controller`.
  public init(
    searcher: HitsSearcher,
    interactor: HitsInteractor<Record>,
    filterState: FilterState? = nil,
    controller: (any HitsController)? = nil
  ) {
    self.searcher = searcher
    self.interactor = interactor
    self.filterState = filterState
    var connections: [any Connection] = [interactor.connectSearcher(searcher)]
    if let filterState {
      connections.append(searcher.connectFilterState(filterState))
      connections.append(interactor.connectFilterState(filterState))
    }
    if let controller {
      connections.append(interactor.connectController(controller))
    }
    parts = CompositeConnection(connections)
  }
}
