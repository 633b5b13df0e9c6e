/// A clear button wired in one call.
@MainActor
public final class FilterClearConnector: Connector {
  /// The button logic.
  public let interactor: FilterClearInteractor
  /// The connections it is made of.
  public let parts: CompositeConnection

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
    parts = CompositeConnection(connections)
  }
}
