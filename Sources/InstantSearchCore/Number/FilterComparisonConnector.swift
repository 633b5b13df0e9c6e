import SearchModel

/// A numeric comparison wired in one call: bounds from the searcher, filter in the filter
/// state, editing in the controller.
@MainActor
public final class FilterComparisonConnector: Connector {
  /// The number logic.
  public let interactor: NumberInteractor
  /// The connections it is made of.
  public let parts: CompositeConnection

  /// Connects a comparison `attribute operator number`.
  public init(
    searcher: HitsSearcher,
    filterState: FilterState,
    attribute: String,
    operator comparison: NumericOperator,
    groupName: String? = nil,
    interactor: NumberInteractor = NumberInteractor(),
    controller: (any NumberController)? = nil
  ) {
    self.interactor = interactor
    var connections: [any Connection] = [
      interactor.connectSearcher(searcher, attribute: attribute),
      interactor.connectFilterState(filterState, attribute: attribute, operator: comparison, groupName: groupName),
    ]
    if let controller {
      connections.append(interactor.connectController(controller))
    }
    parts = CompositeConnection(connections)
  }
}
