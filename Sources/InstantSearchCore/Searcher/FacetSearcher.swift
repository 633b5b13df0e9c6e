import SearchBackend
import SearchModel

/// Searches the values of one facet ("search for facet values"): its `query` is the facet query.
///
/// Used to find a brand among thousands without listing them all. Sequenced like the hits
/// searcher, so typing fast never shows an older answer last.
@MainActor
public final class FacetSearcher: Searcher {
  /// The backend.
  public let service: any SearchService

  /// Fired when the request changes.
  public let onRequestChanged = Observer<FacetSearchRequest>()
  /// Fired when the facet query changes.
  public let onQueryChanged = Observer<String?>()
  /// Fired when a search starts.
  public let onSearch = Observer<Void>()
  /// Fired with each delivered answer.
  public let onResults = Observer<FacetSearchResponse>()
  /// Fired when a search fails.
  public let onError = Observer<RequestError<FacetSearchRequest>>()
  /// Fired when `isLoading` changes.
  public let onLoadingChanged = Observer<Bool>()

  /// What the next search sends.
  public var request: FacetSearchRequest {
    didSet { if request != oldValue { onRequestChanged.fire(request) } }
  }

  /// The last delivered answer.
  public private(set) var latestResponse: FacetSearchResponse?
  /// Whether a search is in flight.
  public private(set) var isLoading = false

  /// At most `service.concurrentSearchLimit` searches in flight.
  let sequencer: Sequencer
  /// Set when the searcher is part of a `MultiSearcher`, which then runs its searches.
  var parentTrigger: (@MainActor () -> Task<Void, Never>)?

  /// Creates a searcher for the values of `attribute` in `indexName`.
  public init(service: any SearchService, indexName: String, attribute: String, facetQuery: String = "", maxFacetHits: Int? = nil) {
    self.service = service
    sequencer = Sequencer(maxPendingOperations: service.concurrentSearchLimit)
    self.request = FacetSearchRequest(indexName: indexName, facetName: attribute, facetQuery: facetQuery, maxFacetHits: maxFacetHits)
    sequencer.onPendingChanged = { [weak self] loading in self?.setLoading(loading) }
  }

  func setLoading(_ loading: Bool) {
    guard loading != isLoading else { return }
    isLoading = loading
    onLoadingChanged.fire(loading)
  }

  /// The facet query.
  public var query: String? {
    get { request.facetQuery }
    set {
      let value = newValue ?? ""
      guard value != request.facetQuery else { return }
      request.facetQuery = value
      onQueryChanged.fire(value)
    }
  }

  /// Starts a search and returns at once.
  @discardableResult
  public func triggerSearch() -> Task<Void, Never> {
    if let parentTrigger { return parentTrigger() }
    let request = request
    let service = service
    onSearch.fire(())
    return sequencer.enqueue({ try await service.searchForFacetValues(request) }, completion: { [weak self] result in
      self?.deliver(result, for: request)
    })
  }

  /// Cancels every search in flight.
  public func cancel() {
    sequencer.cancelAll()
  }

  /// Returns once no search is in flight.
  /// Cancelling the waiting task cancels those searches.
  public func waitUntilIdle() async {
    await sequencer.waitUntilIdle()
  }

  func deliver(_ result: Result<FacetSearchResponse, any Error>, for request: FacetSearchRequest) {
    switch result {
    case .success(let response):
      latestResponse = response
      onResults.fire(response)
    case .failure(let error):
      onError.fire(RequestError(request: request, underlyingError: error))
    }
  }
}
