import SearchBackend
import SearchModel

/// Searches one index for hits, with disjunctive and hierarchical faceting.
///
/// The searcher holds the request (index, query, page, parameters) and the filters it got from
/// a connected `FilterState`. A search snapshots all of that, sends it through the
/// `SearchService` (one multi-query when faceting is enabled, as InstantSearch does) and
/// delivers the merged response through `onResults`, or the failure through `onError`. Searches
/// are sequenced: a newer search supersedes an older one, so results never arrive out of order.
///
/// Changing the query, the index or the parameters (`setQueryParameters`) resets the page to 0
/// but does not search by itself; the connections (search box, filter state, sort-by) or the
/// caller trigger the search.
@MainActor
public final class HitsSearcher: Searcher {
  /// The backend.
  public let service: any SearchService

  /// Fired when the request changes in any way.
  public let onRequestChanged = Observer<HitsSearchRequest>()
  /// Fired when the query text changes.
  public let onQueryChanged = Observer<String?>()
  /// Fired when the index changes.
  public let onIndexChanged = Observer<String>()
  /// Fired when `setQueryParameters` changed the parameters: the results start over.
  public let onParametersChanged = Observer<SearchParameters>()
  /// Fired when a search starts.
  public let onSearch = Observer<Void>()
  /// Fired with the (merged) response of each delivered search.
  public let onResults = Observer<SearchResponse>()
  /// Fired when a search fails; the error carries the request that failed.
  public let onError = Observer<RequestError<HitsSearchRequest>>()
  /// Fired when `isLoading` changes.
  public let onLoadingChanged = Observer<Bool>()

  /// The request the next search sends (its `filters` come from the connected FilterState).
  public var request: HitsSearchRequest {
    didSet { if request != oldValue { onRequestChanged.fire(request) } }
  }

  /// The filters last received from a connected `FilterState`, used for faceting.
  public internal(set) var filterSnapshot = FilterStateSnapshot()

  /// Extra attributes to facet disjunctively even without an OR group refining them.
  public var disjunctiveFacetsAttributes: Set<String> = []
  /// Whether faceting queries are built (always sent as a multi-query). Default `true`.
  public var isDisjunctiveFacetingEnabled = true
  /// Whether selected disjunctive values missing from results are kept with count 0. Default `true`.
  public var keepSelectedEmptyFacets = true
  /// A gate consulted before each search; returning `false` skips it (e.g. empty queries).
  public var shouldTriggerSearch: (@MainActor (HitsSearchRequest) -> Bool)?

  /// The last delivered response.
  public private(set) var latestResponse: SearchResponse?
  /// The request of the last delivered response.
  public private(set) var latestRequest: HitsSearchRequest?

  /// Whether a search is in flight.
  public private(set) var isLoading = false

  /// At most `service.concurrentSearchLimit` searches in flight.
  let sequencer: Sequencer
  /// Set when the searcher is part of a `MultiSearcher`, which then runs its searches.
  var parentTrigger: (@MainActor () -> Task<Void, Never>)?

  /// Creates a searcher for `indexName`.
  public init(service: any SearchService, indexName: String, query: String? = nil, parameters: SearchParameters = SearchParameters()) {
    self.service = service
    sequencer = Sequencer(maxPendingOperations: service.concurrentSearchLimit)
    var parameters = parameters
    parameters.query = query ?? parameters.query
    self.request = HitsSearchRequest(indexName: indexName, parameters: parameters)
    sequencer.onPendingChanged = { [weak self] loading in self?.setLoading(loading) }
  }

  /// The query text; setting a different value resets the page to 0.
  public var query: String? {
    get { request.parameters.query }
    set {
      guard newValue != request.parameters.query else { return }
      var request = request
      request.parameters.query = newValue
      request.parameters.page = 0
      self.request = request
      onQueryChanged.fire(newValue)
    }
  }

  /// The index searched; setting a different value resets the page to 0.
  public var indexName: String {
    get { request.indexName }
    set {
      guard newValue != request.indexName else { return }
      var request = request
      request.indexName = newValue
      request.parameters.page = 0
      self.request = request
      onIndexChanged.fire(newValue)
    }
  }

  /// The page the next search asks for.
  public var page: Int {
    get { request.page }
    set { request.parameters.page = newValue }
  }

  /// Edits the search parameters in place (facets, hitsPerPage, extra parameters...).
  public func updateParameters(_ update: (inout SearchParameters) -> Void) {
    var request = request
    update(&request.parameters)
    self.request = request
  }

  /// Changes the parameters as a new request, as Algolia's helper does in `setQueryParameter`
  /// (`helper.setQueryParameter('hitsPerPage', 20)`): the page goes back to 0 unless `update`
  /// sets one, and `onParametersChanged` fires, on which a connected hits list starts over.
  ///
  /// `updateParameters` edits the request in place instead, for what does not make new results
  /// (the facets a widget asks for); a change of `hitsPerPage` through it would leave the pages
  /// already loaded in a list of another page size.
  public func setQueryParameters(_ update: (inout SearchParameters) -> Void) {
    var parameters = request.parameters
    let page = parameters.page
    update(&parameters)
    guard parameters != request.parameters else { return }
    if parameters.page == page { parameters.page = 0 }
    var request = request
    request.parameters = parameters
    self.request = request
    onParametersChanged.fire(parameters)
  }

  /// Starts a search for the current request and returns at once.
  @discardableResult
  public func triggerSearch() -> Task<Void, Never> {
    if let parentTrigger { return parentTrigger() }
    let request = request
    guard shouldTriggerSearch?(request) ?? true else { return Task {} }
    onSearch.fire(())
    let service = service
    let builder = isDisjunctiveFacetingEnabled ? facetingQueryBuilder(for: request) : nil
    return sequencer.enqueue({ () async throws -> SearchResponse in
      if let builder {
        let results = try await service.multiSearch(builder.build(), strategy: .none)
        return try builder.aggregate(results)
      }
      return try await service.search(index: request.indexName, parameters: request.parameters)
    }, completion: { [weak self] result in
      self?.deliver(result, for: request)
    })
  }

  /// Loads page `page` of the current request (used by infinite scrolling and `next`).
  @discardableResult
  public func loadPage(at page: Int) -> Task<Void, Never> {
    self.page = page
    return triggerSearch()
  }

  /// Cancels every search in flight.
  public func cancel() {
    sequencer.cancelAll()
  }

  /// Returns once no search is in flight, including searches started by observers meanwhile
  /// (an infinite-scrolling page load, for instance).
  /// Cancelling the waiting task cancels those searches.
  public func waitUntilIdle() async {
    await sequencer.waitUntilIdle()
  }

  /// The builder of the faceting queries for `request` under the current filters.
  public func facetingQueryBuilder(for request: HitsSearchRequest) -> FacetingQueryBuilder {
    FacetingQueryBuilder(
      request: request,
      filters: filterSnapshot,
      disjunctiveFacets: disjunctiveFacetsAttributes,
      keepSelectedEmptyFacets: keepSelectedEmptyFacets
    )
  }

  func deliver(_ result: Result<SearchResponse, any Error>, for request: HitsSearchRequest) {
    switch result {
    case .success(let response):
      latestResponse = response
      latestRequest = request
      onResults.fire(response)
    case .failure(let error):
      onError.fire(RequestError(request: request, underlyingError: error))
    }
  }

  func setLoading(_ loading: Bool) {
    guard loading != isLoading else { return }
    isLoading = loading
    onLoadingChanged.fire(loading)
  }
}
