import OrderedCollections

/// The answer to one search, in Algolia's response shape.
///
/// Hits stay raw (`JSONObject`, key order kept) because their shape is the user's records;
/// `Hit<Record>` decodes one when a typed view is wanted. Fields this type does not model are
/// kept in `extra` so that a response relayed by the loopback server loses nothing.
public struct SearchResponse: Sendable, Hashable {
  public var hits: [JSONObject]
  public var nbHits: Int?
  public var page: Int?
  public var nbPages: Int?
  public var hitsPerPage: Int?
  /// Present instead of page/hitsPerPage when the search used `offset`/`length`.
  public var offset: Int?
  public var length: Int?
  public var processingTimeMS: Int?
  public var query: String?
  /// The URL-encoded echo of the parameters sent.
  public var params: String?
  /// The index that answered (multi-query responses).
  public var index: String?
  /// `facet -> value -> count`, values in the order the backend ranked them (count, then alpha).
  public var facets: OrderedDictionary<String, OrderedDictionary<String, Int>>?
  public var facetsStats: OrderedDictionary<String, FacetStats>?
  public var exhaustiveFacetsCount: Bool?
  public var exhaustiveNbHits: Bool?
  public var queryID: String?
  public var nbSortedHits: Int?
  /// Fields not modelled above, in the order they were read.
  public var extra: JSONObject

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

/// `facets_stats` for one numeric facet: computed over every matching record, not only the page.
public struct FacetStats: Sendable, Hashable {
  public var min: Double
  public var max: Double
  public var avg: Double
  public var sum: Double

  public init(min: Double, max: Double, avg: Double, sum: Double) {
    self.min = min
    self.max = max
    self.avg = avg
    self.sum = sum
  }
}
