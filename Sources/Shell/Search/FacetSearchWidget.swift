import InstantSearchCore
import SearchModel

/// One search for facet values as the shell runs it (`sffv`): Core's facet searcher on the
/// open index, under the current query and refinements, a facet list interactor fed by it, and
/// the terminal controller the interactor pushes the values into. It lives for one command.
@MainActor
final class FacetSearchWidget {
  let searcher: FacetSearcher
  let interactor = FacetListInteractor()
  let controller: TerminalFacetSearchController
  private var connections: [any Connection] = []
  private var tokens: [ObservationToken] = []
  private var failure: (any Error)?

  /// A search for the values of `attribute` matching `text`, counted over `search`'s query,
  /// parameters and refinements.
  init(attribute: String, text: String, in search: SearchContext) {
    searcher = FacetSearcher(service: search.service, indexName: search.indexName, attribute: attribute, facetQuery: text)
    var request = searcher.request
    request.parameters = search.searcher.request.parameters
    request.parameters.filters = search.filterState.filtersString
    request.parameters.page = nil
    searcher.request = request
    controller = TerminalFacetSearchController(attribute: attribute)
    connections = [interactor.connectFacetSearcher(searcher)]
    tokens = [
      interactor.onItemsChanged.subscribe(with: controller) { controller, hits in controller.setItems(hits) },
      searcher.onError.subscribe(with: searcher) { [weak self] _, error in self?.failure = error.underlyingError },
    ]
  }

  /// Runs the search and waits for it; throws the backend's error, if any.
  func search() async throws {
    await searcher.search()
    try Task.checkCancellation()
    if let failure { throw CommandFailure(SearchContext.describe(failure)) }
  }
}
