/// The current filters wired in one call: filter state ⇄ interactor → controller.
@MainActor
public final class CurrentFiltersConnector: Connector {
  /// The filter state listed.
  public let filterState: FilterState
  /// The list logic.
  public let interactor: CurrentFiltersInteractor
  /// The connections it is made of.
  public let parts: CompositeConnection

  /// Connects `interactor` to `filterState` (restricted to `groupIDs` when given) and to `controller`.
  public init(
    filterState: FilterState,
    groupIDs: Set<FilterGroupID>? = nil,
    interactor: CurrentFiltersInteractor = CurrentFiltersInteractor(),
    controller: (any CurrentFiltersController)? = nil
  ) {
    self.filterState = filterState
    self.interactor = interactor
    var connections: [any Connection] = [interactor.connectFilterState(filterState, groupIDs: groupIDs)]
    if let controller {
      connections.append(interactor.connectController(controller))
    }
    parts = CompositeConnection(connections)
  }
}
