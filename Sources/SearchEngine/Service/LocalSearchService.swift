import Foundation
import SearchBackend
import SearchModel
import NIOConcurrencyHelpers

/// The embedded engine as a `SearchService`: Algolia's semantics on indexes stored on disk.
///
/// Open it on index directories (each named after its folder) or on directories holding several;
/// every index and each of its replicas (sort orders sharing the primary's records) can then be
/// searched by name. Indexes are memory-mapped and immutable, so searches run concurrently
/// without locks; `reload()` swaps in indexes re-imported since (searches in flight finish on the
/// generation they started with).
///
/// ```swift
/// let service = try LocalSearchService(paths: ["indexes"])
/// let response = try await service.search(index: "products", parameters: SearchParameters(query: "phone"))
/// ```
public final class LocalSearchService: SearchService {
  private let paths: [String]
  private let catalog: NIOLockedValueBox<IndexCatalog>
  /// "Now" for the rules' validity ranges.
  let clock: RuleClock
  /// The last searches' candidates and counts, for their next pages (infinite scrolling); nil
  /// when every search must run whole (the benchmark, which compares engines search for search).
  private let resultCache: SearchResultCache?

  /// One: a search computes on this machine's cores (a large one on two of them, `SecondCore`),
  /// so a newer search of the same searcher cancels the one in flight rather than sharing the
  /// cores with it.
  public var concurrentSearchLimit: Int { 1 }

  /// Opens the indexes at `paths`. Throws `IndexFormatError` naming the file when an index is
  /// missing, foreign or corrupt. `clock` tells the query rules what time it is.
  /// `reusesSearches: false` runs every search whole, even a page of a search just run.
  public init(paths: [String], clock: RuleClock = .system, reusesSearches: Bool = true) throws(IndexFormatError) {
    self.paths = paths
    self.clock = clock
    resultCache = reusesSearches ? SearchResultCache() : nil
    catalog = NIOLockedValueBox(try IndexCatalog(paths: paths))
  }

  /// Re-opens the indexes (after an import replaced one).
  public func reload() throws(IndexFormatError) {
    let fresh = try IndexCatalog(paths: paths)
    catalog.withLockedValue { $0 = fresh }
  }

  private func view(_ name: String) throws(APIError) -> IndexView {
    let views = catalog.withLockedValue { $0 }
    return try views.view(name)
  }

  /// The view of index `name` (its snapshot and settings), for the service's extensions.
  func indexView(_ name: String) throws(APIError) -> IndexView {
    try view(name)
  }

  /// Runs a search synchronously (the async protocol method wraps this).
  public func searchSync(index: String, parameters: SearchParameters) throws(APIError) -> SearchResponse {
    var response = try fullResponse(index: index, parameters: parameters)
    try ResponseFields(parameters, settings: view(index).settings.source).apply(to: &response)
    return response
  }

  /// The response with every field, before `responseFields` leaves some out.
  private func fullResponse(index: String, parameters: SearchParameters) throws(APIError) -> SearchResponse {
    try SearchExecutor(view: view(index), clock: clock, cache: resultCache).search(parameters)
  }

  /// One search on one index.
  public func search(index: String, parameters: SearchParameters) async throws -> SearchResponse {
    try Task.checkCancellation()
    return try Self.cancellable { () throws(APIError) in try searchSync(index: index, parameters: parameters) }
  }

  /// Runs `body`, reporting a search that stopped because its task was cancelled as
  /// `CancellationError`, as every other cancelled operation reports itself.
  private static func cancellable<T>(_ body: () throws(APIError) -> T) throws -> T {
    do {
      return try body()
    } catch where error == SearchCancellation.error {
      throw CancellationError()
    }
  }

  /// Several searches, in request order; with `stopIfEnoughMatches`, later hit queries are skipped
  /// (answered empty) once earlier ones found `hitsPerPage` hits, as Algolia does.
  public func multiSearch(_ queries: [MultiSearchQuery], strategy: MultiSearchStrategy) async throws -> [MultiSearchResult] {
    var results: [MultiSearchResult] = []
    var enough = false
    for query in queries {
      try Task.checkCancellation()
      switch query.kind {
      case .hits:
        if enough {
          results.append(.hits(SearchResponse(hits: [], nbHits: 0, page: 0, nbPages: 0, index: query.indexName)))
          continue
        }
        var response = try Self.cancellable { () throws(APIError) in
          try fullResponse(index: query.indexName, parameters: query.parameters)
        }
        response.index = query.indexName
        if strategy == .stopIfEnoughMatches, let hitsPerPage = response.hitsPerPage, (response.nbHits ?? 0) >= hitsPerPage {
          enough = true
        }
        try ResponseFields(query.parameters, settings: view(query.indexName).settings.source).apply(to: &response)
        results.append(.hits(response))
      case .facet(let facet, let facetQuery, let maxFacetHits):
        let request = FacetSearchRequest(
          indexName: query.indexName, facetName: facet, facetQuery: facetQuery, maxFacetHits: maxFacetHits,
          parameters: query.parameters)
        // Its matching stops once the task is cancelled (`SearchCancellation`), as a search's does.
        results.append(.facets(try Self.cancellable { () throws(APIError) in try FacetValueSearch(view: view(query.indexName)).run(request) }))
      }
    }
    return results
  }

  /// Search for facet values of a `searchable()` facet.
  public func searchForFacetValues(_ request: FacetSearchRequest) async throws -> FacetSearchResponse {
    try Task.checkCancellation()
    return try Self.cancellable { () throws(APIError) in try FacetValueSearch(view: view(request.indexName)).run(request) }
  }

  /// Every index and replica, by name.
  public func listIndexes() async throws -> [IndexInfo] {
    let views = catalog.withLockedValue { $0 }.views
    return views.values.map { IndexInfo(name: $0.name, entries: $0.snapshot.recordCount, updatedAt: $0.snapshot.updatedAt) }
  }

  /// The settings of an index or replica.
  public func settings(index: String) async throws -> IndexSettings {
    try view(index).settings.source
  }

  /// One record by objectID (`GET /1/indexes/{index}/{objectID}`), with `attributesToRetrieve`
  /// applied; Algolia's 404 `ObjectID does not exist` when absent.
  public func object(index: String, objectID: String, attributesToRetrieve: [String]? = nil) throws(APIError) -> JSONObject {
    let view = try view(index)
    guard let doc = view.snapshot.doc(objectID: objectID) else {
      throw APIError(message: "ObjectID does not exist", status: 404)
    }
    let record: JSONObject
    do {
      record = try view.snapshot.record(doc)
    } catch {
      throw APIError(message: "Index \(index) is corrupt: \(error)", status: 500)
    }
    return RecordProjection.retrieve(
      record, attributes: attributesToRetrieve ?? view.settings.source.attributesToRetrieve ?? ["*"],
      unretrievable: view.settings.unretrievable)
  }

  /// One page of a browse, for a task: a browse whose task is cancelled throws
  /// `CancellationError`, as a cancelled search does (its matching stops early, and a partial
  /// page must not look like an answer).
  public func browse(index: String, parameters: SearchParameters, cursor: String? = nil) async throws -> BrowsePage {
    try Task.checkCancellation()
    return try Self.cancellable { () throws(APIError) in try browsePage(index: index, parameters: parameters, cursor: cursor) }
  }

  /// One page of a browse (`POST /1/indexes/{index}/browse`): the records matching the query and
  /// filters in index order, `hitsPerPage` at a time (1000 by default). Pass the returned cursor to
  /// get the next page; a cursor from another index or a malformed one gives Algolia's 400.
  public func browsePage(index: String, parameters: SearchParameters, cursor: String? = nil) throws(APIError) -> BrowsePage {
    let view = try view(index)
    var start = 0
    if let cursor {
      guard let decoded = BrowseCursor.decode(cursor, index: view.snapshot.name) else {
        throw .badRequest("Invalid cursor")
      }
      start = decoded
    }
    var resolved = try ResolvedParameters(parameters, view: view)
    let matches = try SearchExecutor(view: view).candidates(&resolved)
    let size = min(max(parameters.hitsPerPage ?? 1000, 1), 1000)
    let lower = matches.docs.partitioningIndex { Int($0) < start }
    let upper = min(lower + size, matches.docs.count)
    var hits: [JSONObject] = []
    for i in lower..<upper {
      let record: JSONObject
      do {
        record = try view.snapshot.record(Int(matches.docs[i]))
      } catch {
        throw APIError(message: "Index \(index) is corrupt: \(error)", status: 500)
      }
      hits.append(
        RecordProjection.retrieve(record, attributes: resolved.attributesToRetrieve, unretrievable: view.settings.unretrievable))
    }
    let next = upper < matches.docs.count ? BrowseCursor.encode(Int(matches.docs[upper]), index: view.snapshot.name) : nil
    return BrowsePage(hits: hits, nbHits: matches.count, cursor: next)
  }
}
