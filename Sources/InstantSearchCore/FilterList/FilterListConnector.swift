import SearchModel

/// A fixed filter list wired in one call: filter state ⇄ interactor ⇄ controller.
@MainActor
public final class FilterListConnector: Connector {
  /// The list logic.
  public let interactor: FilterListInteractor
  /// The connections it is made of.
  public let parts: CompositeConnection

  /// Connects a list of `filters` to `filterState` in the group `groupName`.
  public init(
    filterState: FilterState,
    filters: [Filter],
    selectionMode: SelectionMode = .multiple,
    operator: RefinementOperator,
    groupName: String,
    controller: (any FilterListController)? = nil
  ) {
    let interactor = FilterListInteractor(filters: filters, selectionMode: selectionMode)
    self.interactor = interactor
    var connections: [any Connection] = [interactor.connectFilterState(filterState, operator: `operator`, groupName: groupName)]
    if let controller {
      connections.append(interactor.connectController(controller))
    }
    parts = CompositeConnection(connections)
  }
}
