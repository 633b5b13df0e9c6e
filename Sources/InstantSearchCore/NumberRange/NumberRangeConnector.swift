/// A numeric range wired in one call: bounds from the searcher, filter in the filter state,
/// editing in the controller.
@MainActor
public final class NumberRangeConnector: Connector {
  /// The range logic.
  public let interactor: NumberRangeInteractor
  /// The connections it is made of.
  public let parts: CompositeConnection

  /// Connects a range on `attribute`.
  public init(
    searcher: HitsSearcher,
    filterState: FilterState,
    attribute: String,
    groupName: String? = nil,
    interactor: NumberRangeInteractor = NumberRangeInteractor(),
    controller: (any NumberRangeController)? = nil
  ) {
    self.interactor = interactor
    var connections: [any Connection] = [
      interactor.connectSearcher(searcher, attribute: attribute),
      interactor.connectFilterState(filterState, attribute: attribute, groupName: groupName),
    ]
    if let controller {
      connections.append(interactor.connectController(controller))
    }
    parts = CompositeConnection(connections)
  }
}
