import SearchBackend
import SearchModel

/// Runs several searchers' requests as one multi-query (`POST /1/indexes/*/queries`).
///
/// Add child searchers with `addHitsSearcher` / `addFacetSearcher`, then wire them as usual:
/// any child's search (or `search()` here) sends every child's current request in one round
/// trip and hands each child its own answers, so a federated view (products, articles, brand
/// suggestions) updates at once. Sequenced like a single searcher: a newer combined search
/// supersedes an older one. On failure every child gets the error.
@MainActor
public final class MultiSearcher {
  /// The backend.
  public let service: any SearchService
  /// `none` (every query runs) or `stopIfEnoughMatches`.
  public var strategy: MultiSearchStrategy
  /// Fired when a combined search starts.
  public let onSearch = Observer<Void>()
  /// Fired when `isLoading` changes.
  public let onLoadingChanged = Observer<Bool>()
  /// Whether a combined search is in flight.
  public private(set) var isLoading = false

  private var components: [any MultiSearchComponent] = []
  /// At most `service.concurrentSearchLimit` combined searches in flight.
  private let sequencer: Sequencer

  /// Creates an empty multi-searcher.
  public init(service: any SearchService, strategy: MultiSearchStrategy = .none) {
    self.service = service
    sequencer = Sequencer(maxPendingOperations: service.concurrentSearchLimit)
    self.strategy = strategy
    sequencer.onPendingChanged = { [weak self] loading in self?.setLoading(loading) }
  }

  /// Adds a hits searcher for `indexName` whose searches go through this multi-searcher.
  public func addHitsSearcher(indexName: String, query: String? = nil, parameters: SearchParameters = SearchParameters()) -> HitsSearcher {
    let searcher = HitsSearcher(service: service, indexName: indexName, query: query, parameters: parameters)
    add(searcher)
    return searcher
  }

  /// Adds a facet searcher whose searches go through this multi-searcher.
  public func addFacetSearcher(indexName: String, attribute: String, facetQuery: String = "") -> FacetSearcher {
    let searcher = FacetSearcher(service: service, indexName: indexName, attribute: attribute, facetQuery: facetQuery)
    add(searcher)
    return searcher
  }

  /// Starts a combined search and returns at once; the task ends when every child has its answer.
  @discardableResult
  public func triggerSearch() -> Task<Void, Never> {
    let plans = components.map { $0.makeMultiSearchPlan() }
    let queries = plans.flatMap(\.queries)
    let service = service
    let strategy = strategy
    onSearch.fire(())
    return sequencer.enqueue({ try await service.multiSearch(queries, strategy: strategy) }, completion: { result in
      Self.dispatch(result, expected: queries.count, to: plans)
    })
  }

  /// Runs a combined search and returns once every child has its answer; cancelling the
  /// calling task cancels the search.
  public func search() async {
    await triggerSearch().valueCancelledWithCaller()
  }

  /// Cancels the combined searches in flight.
  public func cancel() {
    sequencer.cancelAll()
  }

  /// Returns once no combined search is in flight.
  /// Cancelling the waiting task cancels those searches.
  public func waitUntilIdle() async {
    await sequencer.waitUntilIdle()
  }

  private func add(_ component: any MultiSearchComponent) {
    component.attach { [weak self] in self?.triggerSearch() ?? Task {} }
    components.append(component)
  }

  private func setLoading(_ loading: Bool) {
    guard loading != isLoading else { return }
    isLoading = loading
    components.forEach { $0.setLoading(loading) }
    onLoadingChanged.fire(loading)
  }

  private static func dispatch(_ result: Result<[MultiSearchResult], any Error>, expected: Int, to plans: [MultiSearchPlan]) {
    switch result {
    case .failure(let error):
      plans.forEach { $0.deliver(.failure(error)) }
    case .success(let results) where results.count != expected:
      let error = FacetingError.queriesResultsCountMismatch(expected: expected, received: results.count)
      plans.forEach { $0.deliver(.failure(error)) }
    case .success(let results):
      var offset = 0
      for plan in plans {
        plan.deliver(.success(Array(results[offset..<offset + plan.queries.count])))
        offset += plan.queries.count
      }
    }
  }
}
