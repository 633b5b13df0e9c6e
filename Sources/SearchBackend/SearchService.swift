import SearchModel

/// The one seam between the InstantSearch model and a backend.
///
/// Searchers never know whether the embedded engine, the Algolia REST API or a test double
/// answers. Every call is `async` and honours task cancellation, which is how a newer search
/// supersedes an older one and how Ctrl-C stops a running command. Errors are thrown as
/// `APIError` when the backend reported one, so users see the backend's own wording.
public protocol SearchService: Sendable {
  /// One search on one index (`POST /1/indexes/{index}/query`).
  func search(index: String, parameters: SearchParameters) async throws -> SearchResponse

  /// Several searches in one round trip (`POST /1/indexes/*/queries`), results in request order.
  func multiSearch(_ queries: [MultiSearchQuery], strategy: MultiSearchStrategy) async throws -> [MultiSearchResult]

  /// Search for facet values of one attribute.
  func searchForFacetValues(_ request: FacetSearchRequest) async throws -> FacetSearchResponse

  /// The indexes this backend can search.
  func listIndexes() async throws -> [IndexInfo]

  /// The settings of one index.
  func settings(index: String) async throws -> IndexSettings

  /// How many searches of one searcher are worth running at once (its sequencer cancels the
  /// oldest beyond that).
  ///
  /// InstantSearch lets three overlap, which hides a remote service's round trips while the user
  /// types. A backend that computes on this machine's cores has no round trip to hide: a search
  /// started while the previous one runs only slows both, so the embedded engine answers 1 and a
  /// keystroke's search replaces the one in flight instead of queueing beside it.
  var concurrentSearchLimit: Int { get }
}

extension SearchService {
  /// InstantSearch's limit: three searches of one searcher at once.
  public var concurrentSearchLimit: Int { 3 }
}
