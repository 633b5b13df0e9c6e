import InstantSearchCore
import SearchModel

/// The current query on several indexes in one multi-query (`multi`), as an InstantSearch
/// screen with one hits list and stats label per index: a multi-searcher with a hits searcher
/// per index, each feeding its hits and stats interactors, which push into terminal controllers.
/// It lives for one command: its searchers, interactors and controllers go with it.
@MainActor
final class MultiIndexWidget {
  /// One index's widgets.
  @MainActor
  struct Section {
    let searcher: HitsSearcher
    let hits: HitsInteractor<JSONObject>
    let hitsController = TerminalHitsController()
    let stats = StatsInteractor()
    let statsController = TerminalStatsController()
  }

  let multiSearcher: MultiSearcher
  let sections: [Section]
  /// Rows shown per index.
  let hitsShown: Int
  private var connections: [any Connection] = []

  /// The query and refinements of `search` on `indexNames`, `hitsShown` hits each.
  init(indexNames: [String], hitsShown: Int, in search: SearchContext) {
    let multiSearcher = MultiSearcher(service: search.service)
    self.multiSearcher = multiSearcher
    var parameters = search.searcher.request.parameters
    parameters.filters = search.filterState.filtersString
    parameters.page = 0
    parameters.hitsPerPage = hitsShown
    self.hitsShown = hitsShown
    sections = indexNames.map { name in
      Section(
        searcher: multiSearcher.addHitsSearcher(indexName: name, query: parameters.query, parameters: parameters),
        hits: HitsInteractor(infiniteScrolling: .off, showItemsOnEmptyQuery: true, decoder: .raw))
    }
    for section in sections {
      connections += [
        section.hits.connectSearcher(section.searcher), section.hits.connectController(section.hitsController),
        section.stats.connectSearcher(section.searcher), section.stats.connectController(section.statsController),
      ]
    }
  }

  /// Runs the multi-query and waits for it; throws the first index's error (`products: …`).
  func search() async throws {
    var failures: [String] = []
    let tokens = sections.map { section in
      section.searcher.onError.subscribe(with: section.searcher) { searcher, error in
        failures.append("\(searcher.indexName): \(SearchContext.describe(error.underlyingError))")
      }
    }
    await multiSearcher.search()
    tokens.forEach { $0.cancel() }
    try Task.checkCancellation()
    if let failure = failures.first { throw CommandFailure(failure) }
  }

  /// Every index's stats and first hits as `renderer` shows them.
  func render<Renderer: SearchRenderer>(with renderer: Renderer) -> Renderer.Rendering {
    renderer.indexResults(sections.map { section in
      section.hitsController.show(rows: 0..<hitsShown)
      return IndexResultsView(
        indexName: section.searcher.indexName, stats: section.statsController.stats, rows: section.hitsController.visibleRows)
    })
  }
}
