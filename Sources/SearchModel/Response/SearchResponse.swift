import OrderedCollections

/// The answer to one search, in Algolia's response shape.
///
/// Hits stay raw (`JSONObject`, key order kept) because their shape is the user's records;
/// `Hit<Record>` decodes one when a typed view is wanted. Fields this type does not model are
/// kept in `extra` so that a response relayed by the loopback server loses nothing.
public struct SearchResponse: Sendable, Hashable {
  /// The hits of the page, each as received (key order kept).
  public var hits: [JSONObject]
  /// Number of matching records.
  public var nbHits: Int?
  /// 0-based page returned.
  public var page: Int?
  /// Number of pages available (capped by `paginationLimitedTo`).
  public var nbPages: Int?
  /// Hits per page used.
  public var hitsPerPage: Int?
  /// Present instead of page/hitsPerPage when the search used `offset`/`length`.
  public var offset: Int?
  /// Number of hits asked from `offset`.
  public var length: Int?
  /// Server-side processing time in milliseconds.
  public var processingTimeMS: Int?
  /// The query as searched.
  public var query: String?
  /// The URL-encoded echo of the parameters sent.
  public var params: String?
  /// The index that answered (multi-query responses).
  public var index: String?
  /// `facet -> value -> count`, values in the order the backend ranked them (count, then alpha).
  public var facets: OrderedDictionary<String, OrderedDictionary<String, Int>>?
  /// `facets_stats`: min/max/avg/sum of numeric facets over all matches.
  public var facetsStats: OrderedDictionary<String, FacetStats>?
  /// Whether facet counts are exact (deprecated mirror of `exhaustive.facetsCount`).
  public var exhaustiveFacetsCount: Bool?
  /// Whether `nbHits` is exact.
  public var exhaustiveNbHits: Bool?
  /// Identifier of the query, with `clickAnalytics`.
  public var queryID: String?
  /// Hits considered relevant by a relevant-sort replica.
  public var nbSortedHits: Int?
  /// Fields not modelled above, in the order they were read.
  public var extra: JSONObject
  /// Whether the response has a `hits` field: `false` only when `responseFields` left it out,
  /// so that such a response is written back without one (as Algolia sends it).
  public var carriesHits = true

  /// Creates a response; only `hits` is required on the wire.
  public init(
    hits: [JSONObject] = [],
    nbHits: Int? = nil,
    page: Int? = nil,
    nbPages: Int? = nil,
    hitsPerPage: Int? = nil,
    offset: Int? = nil,
    length: Int? = nil,
    processingTimeMS: Int? = nil,
    query: String? = nil,
    params: String? = nil,
    index: String? = nil,
    facets: OrderedDictionary<String, OrderedDictionary<String, Int>>? = nil,
    facetsStats: OrderedDictionary<String, FacetStats>? = nil,
    exhaustiveFacetsCount: Bool? = nil,
    exhaustiveNbHits: Bool? = nil,
    queryID: String? = nil,
    nbSortedHits: Int? = nil,
    extra: JSONObject = [:]
  ) {
    self.hits = hits
    self.nbHits = nbHits
    self.page = page
    self.nbPages = nbPages
    self.hitsPerPage = hitsPerPage
    self.offset = offset
    self.length = length
    self.processingTimeMS = processingTimeMS
    self.query = query
    self.params = params
    self.index = index
    self.facets = facets
    self.facetsStats = facetsStats
    self.exhaustiveFacetsCount = exhaustiveFacetsCount
    self.exhaustiveNbHits = exhaustiveNbHits
    self.queryID = queryID
    self.nbSortedHits = nbSortedHits
    self.extra = extra
  }
}
