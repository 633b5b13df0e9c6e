/// A dynamic facet list wired in one call: searcher results → interactor ⇄ filter state, → controller.
@MainActor
public final class DynamicFacetListConnector: Connector {
  /// The searcher whose responses give the facets and their ordering.
  public let searcher: HitsSearcher
  /// The filter state holding the selections.
  public let filterState: FilterState
  /// The list logic.
  public let interactor: DynamicFacetListInteractor
  /// The connections it is made of.
  public let parts: CompositeConnection

  /// Connects `interactor` to `searcher` (asking for every facet unless `requestingAllFacets`
  /// is off), to `filterState` through `filterGroupForAttribute` (conjunctive groups named
  /// after the attribute by default) and, if given, to `controller`.
  public init(
    searcher: HitsSearcher,
    filterState: FilterState,
    interactor: DynamicFacetListInteractor = DynamicFacetListInteractor(),
    filterGroupForAttribute: [String: FilterGroupDescriptor] = [:],
    requestingAllFacets: Bool = true,
    controller: (any DynamicFacetListController)? = nil
  ) {
    self.searcher = searcher
    self.filterState = filterState
    self.interactor = interactor
    var connections: [any Connection] = [
      interactor.connectSearcher(searcher, requestingAllFacets: requestingAllFacets),
      interactor.connectFilterState(filterState, filterGroupForAttribute: filterGroupForAttribute),
    ]
    if let controller {
      connections.append(interactor.connectController(controller))
    }
    parts = CompositeConnection(connections)
  }
}
