import OrderedCollections

/// The parameters of one search, as Algolia names them on the wire.
///
/// Every parameter is optional: `nil` means "not sent", so the backend's index settings or
/// Algolia's default apply. That distinction matters: `hitsPerPage` absent lets the index
/// setting win, while `hitsPerPage: 20` overrides it. Parameters this type does not model
/// are kept in `extra` and sent unchanged, so any Algolia parameter can be set from the shell.
public struct SearchParameters: Sendable, Hashable {
  /// The full-text query (max 512 bytes); `""` matches every record.
  public var query: String?
  /// The SQL-like `filters` expression (see `FilterExpression`).
  public var filters: String?
  /// Facet filters in the legacy array form (`attr:value`, `attr:-value` negates).
  public var facetFilters: LegacyFilters?
  /// Numeric filters in the legacy array form (`price>10`, `price:10 TO 20`).
  public var numericFilters: LegacyFilters?
  /// Tag filters in the legacy form (the JS helper sends a comma-joined string).
  public var tagFilters: LegacyFilters?
  /// Filters that boost matching records instead of excluding the others.
  public var optionalFilters: LegacyFilters?
  /// Attributes whose value counts the response should carry; `["*"]` means all.
  public var facets: [String]?
  /// How many values per facet are returned (100 by default, at most 1000).
  public var maxValuesPerFacet: Int?
  /// `"count"` (default) or `"alpha"`.
  public var sortFacetValuesBy: String?
  /// 0-based page number.
  public var page: Int?
  /// Hits per page (20 by default, 1 to 1000).
  public var hitsPerPage: Int?
  /// 0-based offset of the first hit, instead of `page` (used with `length`).
  public var offset: Int?
  /// Number of hits from `offset` (0 to 1000).
  public var length: Int?
  /// Attributes returned in hits; `["*", "-attr"]` excludes one.
  public var attributesToRetrieve: [String]?
  /// Attributes highlighted in `_highlightResult`; `[]` disables highlighting.
  public var attributesToHighlight: [String]?
  /// `"attribute:N"` entries: N words of context (10 when N is omitted).
  public var attributesToSnippet: [String]?
  /// Tag inserted before a match (`<em>` by default; InstantSearch uses `__ais-highlight__`).
  public var highlightPreTag: String?
  /// Tag inserted after a match (`</em>` by default).
  public var highlightPostTag: String?
  /// Text marking cut-off snippet ends (`…` by default).
  public var snippetEllipsisText: String?
  /// Searches only these searchable attributes.
  public var restrictSearchableAttributes: [String]?
  /// Adds `_rankingInfo` to every hit.
  public var getRankingInfo: Bool?
  /// `"lat,lng"`.
  public var aroundLatLng: String?
  /// Maximum distance from `aroundLatLng`, or `all`.
  public var aroundRadius: AroundRadius?
  /// Distance bucket size (metres) in which the geo criterion treats hits as equal.
  public var aroundPrecision: Int?
  /// Whether and how typos are tolerated.
  public var typoTolerance: TypoTolerance?
  /// Minimum word length for one typo (4 by default).
  public var minWordSizefor1Typo: Int?
  /// Minimum word length for two typos (8 by default).
  public var minWordSizefor2Typos: Int?
  /// `prefixLast` (default), `prefixAll` or `prefixNone`.
  public var queryType: String?
  /// `none`, `lastWords`, `firstWords` or `allOptional`: what to drop when nothing matches.
  public var removeWordsIfNoResults: String?
  /// De-duplication on `attributeForDistinct`.
  public var distinct: Distinct?
  /// Whether the search counts in analytics.
  public var analytics: Bool?
  /// Asks for a `queryID` in the response, to attribute clicks.
  public var clickAnalytics: Bool?
  /// Parameters not modelled above, kept verbatim in the order they were given.
  public var extra: JSONObject

  /// Creates parameters; every argument defaults to "not sent".
  public init(
    query: String? = nil,
    filters: String? = nil,
    facetFilters: LegacyFilters? = nil,
    numericFilters: LegacyFilters? = nil,
    tagFilters: LegacyFilters? = nil,
    optionalFilters: LegacyFilters? = nil,
    facets: [String]? = nil,
    maxValuesPerFacet: Int? = nil,
    sortFacetValuesBy: String? = nil,
    page: Int? = nil,
    hitsPerPage: Int? = nil,
    offset: Int? = nil,
    length: Int? = nil,
    attributesToRetrieve: [String]? = nil,
    attributesToHighlight: [String]? = nil,
    attributesToSnippet: [String]? = nil,
    highlightPreTag: String? = nil,
    highlightPostTag: String? = nil,
    snippetEllipsisText: String? = nil,
    restrictSearchableAttributes: [String]? = nil,
    getRankingInfo: Bool? = nil,
    aroundLatLng: String? = nil,
    aroundRadius: AroundRadius? = nil,
    aroundPrecision: Int? = nil,
    typoTolerance: TypoTolerance? = nil,
    minWordSizefor1Typo: Int? = nil,
    minWordSizefor2Typos: Int? = nil,
    queryType: String? = nil,
    removeWordsIfNoResults: String? = nil,
    distinct: Distinct? = nil,
    analytics: Bool? = nil,
    clickAnalytics: Bool? = nil,
    extra: JSONObject = [:]
  ) {
    self.query = query
    self.filters = filters
    self.facetFilters = facetFilters
    self.numericFilters = numericFilters
    self.tagFilters = tagFilters
    self.optionalFilters = optionalFilters
    self.facets = facets
    self.maxValuesPerFacet = maxValuesPerFacet
    self.sortFacetValuesBy = sortFacetValuesBy
    self.page = page
    self.hitsPerPage = hitsPerPage
    self.offset = offset
    self.length = length
    self.attributesToRetrieve = attributesToRetrieve
    self.attributesToHighlight = attributesToHighlight
    self.attributesToSnippet = attributesToSnippet
    self.highlightPreTag = highlightPreTag
    self.highlightPostTag = highlightPostTag
    self.snippetEllipsisText = snippetEllipsisText
    self.restrictSearchableAttributes = restrictSearchableAttributes
    self.getRankingInfo = getRankingInfo
    self.aroundLatLng = aroundLatLng
    self.aroundRadius = aroundRadius
    self.aroundPrecision = aroundPrecision
    self.typoTolerance = typoTolerance
    self.minWordSizefor1Typo = minWordSizefor1Typo
    self.minWordSizefor2Typos = minWordSizefor2Typos
    self.queryType = queryType
    self.removeWordsIfNoResults = removeWordsIfNoResults
    self.distinct = distinct
    self.analytics = analytics
    self.clickAnalytics = clickAnalytics
    self.extra = extra
  }
}
