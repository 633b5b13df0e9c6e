import SearchModel

/// A refinement list wired in one call: searcher counts → interactor ⇄ filter state, → controller.
@MainActor
public final class FacetListConnector: Connector {
  /// The searcher whose results give the counts.
  public let searcher: HitsSearcher
  /// The filter state holding the selection.
  public let filterState: FilterState
  /// The list logic.
  public let interactor: FacetListInteractor
  /// The facet attribute.
  public let attribute: String
  /// The connections it is made of.
  public let parts: CompositeConnection

  /// Creates and connects a refinement list for `attribute`.
  public init(
    searcher: HitsSearcher,
    filterState: FilterState,
    attribute: String,
    interactor: FacetListInteractor = FacetListInteractor(),
    operator: RefinementOperator,
    groupName: String? = nil,
    controller: (any FacetListController)? = nil,
    presenter: FacetListPresenter = FacetListPresenter()
  ) {
    self.searcher = searcher
    self.filterState = filterState
    self.interactor = interactor
    self.attribute = attribute
    var connections: [any Connection] = [
      interactor.connectSearcher(searcher, attribute: attribute),
      interactor.connectFilterState(filterState, attribute: attribute, operator: `operator`, groupName: groupName),
    ]
    if let controller {
      connections.append(interactor.connectController(controller, with: presenter))
    }
    parts = CompositeConnection(connections)
  }
}
