import SearchModel

/// The figures of a search response that a stats line shows.
public struct SearchStats: Hashable, Sendable {
  /// `nbHits`: the number of matching records.
  public var totalHitsCount: Int
  /// `nbSortedHits`: the matches kept by relevant sort, when it applies.
  public var nbSortedHits: Int?
  /// Hits per page (20 when the backend does not say).
  public var hitsPerPage: Int
  /// `nbPages` (1 when the backend does not say).
  public var pagesCount: Int
  /// The page shown (0-based).
  public var page: Int
  /// Server-side processing time in milliseconds.
  public var processingTimeMS: Int
  /// The query text echoed by the backend.
  public var query: String?
  /// The query ID, when click analytics are on.
  public var queryID: String?

  /// Creates stats from their figures.
  public init(
    totalHitsCount: Int, nbSortedHits: Int? = nil, hitsPerPage: Int = 20, pagesCount: Int = 1,
    page: Int = 0, processingTimeMS: Int = 0, query: String? = nil, queryID: String? = nil
  ) {
    self.totalHitsCount = totalHitsCount
    self.nbSortedHits = nbSortedHits
    self.hitsPerPage = hitsPerPage
    self.pagesCount = pagesCount
    self.page = page
    self.processingTimeMS = processingTimeMS
    self.query = query
    self.queryID = queryID
  }

  /// The stats of `response`.
  public init(_ response: SearchResponse) {
    self.init(
      totalHitsCount: response.nbHits ?? response.hits.count,
      nbSortedHits: response.nbSortedHits,
      hitsPerPage: response.hitsPerPage ?? 20,
      pagesCount: response.nbPages ?? 1,
      page: response.page ?? 0,
      processingTimeMS: response.processingTimeMS ?? 0,
      query: response.query,
      queryID: response.queryID
    )
  }
}
