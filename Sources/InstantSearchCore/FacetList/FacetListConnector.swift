import SearchModel

/// A refinement list wired in one call: searcher counts → interactor ⇄ filter state, → controller.
@MainActor
public final class FacetListConnector: Connection {
  /// The searcher whose results give the counts.
  public let searcher: HitsSearcher
  /// The filter state holding the selection.
  public let filterState: FilterState
  /// The list logic.
  public let interactor: FacetListInteractor
  /// The facet attribute.
  public let attribute: String
  private let connections: CompositeConnection

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
    self.connections = CompositeConnection(connections)
  }

  /// Connects every part again.
  public func connect() { connections.connect() }

  /// Disconnects every part.
  public func disconnect() { connections.disconnect() }
}
