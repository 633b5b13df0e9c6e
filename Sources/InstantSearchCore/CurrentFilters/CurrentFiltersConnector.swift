/// The current filters wired in one call: filter state ⇄ interactor → controller.
@MainActor
public final class CurrentFiltersConnector: Connection {
  /// The filter state listed.
  public let filterState: FilterState
  /// The list logic.
  public let interactor: CurrentFiltersInteractor
  private let connections: CompositeConnection

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
    self.connections = CompositeConnection(connections)
  }

  /// Connects every part again.
  public func connect() { connections.connect() }

  /// Disconnects every part.
  public func disconnect() { connections.disconnect() }
}
