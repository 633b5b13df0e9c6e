import SearchModel

/// A filter toggle wired in one call: filter state ⇄ interactor ⇄ controller.
@MainActor
public final class FilterToggleConnector: Connector {
  /// The toggle logic.
  public let interactor: FilterToggleInteractor
  /// The connections it is made of.
  public let parts: CompositeConnection

  /// Connects a toggle for `filter` to `filterState` and, if given, to `controller`.
  public init(
    filterState: FilterState,
    filter: Filter,
    groupID: FilterGroupID? = nil,
    defaultFilter: Filter? = nil,
    controller: (any FilterToggleController)? = nil
  ) {
    let interactor = FilterToggleInteractor(filter: filter)
    self.interactor = interactor
    var connections: [any Connection] = [interactor.connectFilterState(filterState, groupID: groupID, defaultFilter: defaultFilter)]
    if let controller {
      connections.append(interactor.connectController(controller))
    }
    parts = CompositeConnection(connections)
  }
}
