/// A clear button wired in one call.
@MainActor
public final class FilterClearConnector: Connection {
  /// The button logic.
  public let interactor: FilterClearInteractor
  private let connections: CompositeConnection

  /// Connects `interactor` to `filterState` and, if given, to `controller`.
  public init(
    filterState: FilterState,
    filterGroupIDs: [FilterGroupID] = [],
    clearMode: ClearMode = .specified,
    interactor: FilterClearInteractor = FilterClearInteractor(),
    controller: (any FilterClearController)? = nil
  ) {
    self.interactor = interactor
    var connections: [any Connection] = [interactor.connectFilterState(filterState, filterGroupIDs: filterGroupIDs, clearMode: clearMode)]
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
