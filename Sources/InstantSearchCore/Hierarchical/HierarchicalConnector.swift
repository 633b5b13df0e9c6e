/// A hierarchical menu wired in one call: searcher counts → interactor ⇄ filter state → controller.
@MainActor
public final class HierarchicalConnector: Connector {
  /// The menu logic.
  public let interactor: HierarchicalInteractor
  /// The connections it is made of.
  public let parts: CompositeConnection

  /// Connects a menu over `hierarchicalAttributes`, stored in the hierarchical group `groupName`.
  public init(
    searcher: HitsSearcher,
    filterState: FilterState,
    hierarchicalAttributes: [String],
    groupName: String,
    separator: String = " > ",
    controller: (any HierarchicalController)? = nil
  ) {
    let interactor = HierarchicalInteractor(hierarchicalAttributes: hierarchicalAttributes, separator: separator)
    self.interactor = interactor
    var connections: [any Connection] = [
      interactor.connectSearcher(searcher),
      interactor.connectFilterState(filterState, groupName: groupName),
    ]
    if let controller {
      connections.append(interactor.connectController(controller))
    }
    parts = CompositeConnection(connections)
  }
}
