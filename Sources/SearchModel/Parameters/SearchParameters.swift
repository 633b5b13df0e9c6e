import OrderedCollections

/// The parameters of one search, as Algolia names them on the wire.
///
/// Every parameter is optional: `nil` means "not sent", so the backend's index settings or
/// Algolia's default apply. That distinction matters: `hitsPerPage` absent lets the index
/// setting win, while `hitsPerPage: 20` overrides it. Parameters this type does not model
/// are kept in `extra` and sent unchanged, so any Algolia parameter can be set from the shell.
public struct SearchParameters: Sendable, Hashable {
  public var query: String?
  public var filters: String?
  public var facetFilters: LegacyFilters?
  public var numericFilters: LegacyFilters?
  public var tagFilters: LegacyFilters?
  public var optionalFilters: LegacyFilters?
  public var facets: [String]?
  public var maxValuesPerFacet: Int?
  /// `"count"` (default) or `"alpha"`.
  public var sortFacetValuesBy: String?
  public var page: Int?
  public var hitsPerPage: Int?
  public var offset: Int?
  public var length: Int?
  public var attributesToRetrieve: [String]?
  public var attributesToHighlight: [String]?
  /// `"attribute:N"` entries: N words of context (10 when N is omitted).
  public var attributesToSnippet: [String]?
  public var highlightPreTag: String?
  public var highlightPostTag: String?
  public var snippetEllipsisText: String?
  public var restrictSearchableAttributes: [String]?
  public var getRankingInfo: Bool?
  /// `"lat,lng"`.
  public var aroundLatLng: String?
  public var aroundRadius: AroundRadius?
  public var aroundPrecision: Int?
  public var typoTolerance: TypoTolerance?
  public var minWordSizefor1Typo: Int?
  public var minWordSizefor2Typos: Int?
  /// `prefixLast` (default), `prefixAll` or `prefixNone`.
  public var queryType: String?
  public var removeWordsIfNoResults: String?
  public var distinct: Distinct?
  public var analytics: Bool?
  public var clickAnalytics: Bool?
  /// Parameters not modelled above, kept verbatim in the order they were given.
  public var extra: JSONObject

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

/// `facetFilters`, `numericFilters`, `tagFilters` and `optionalFilters` in their legacy form:
/// a single string, or an array whose elements are ANDed and whose nested arrays are ORed.
/// `brand:-Apple` negates; `\-` escapes a leading dash.
public enum LegacyFilters: Sendable, Hashable {
  /// One string: a single filter, or (for `tagFilters`, as the JS helper sends it) a
  /// comma-separated list with parenthesised OR groups.
  case string(String)
  /// Outer array = AND, inner arrays = OR.
  case list([LegacyFilterElement])
}

/// One element of a legacy filter array.
public enum LegacyFilterElement: Sendable, Hashable {
  case single(String)
  case anyOf([String])
}

/// `aroundRadius`: a radius in metres, or `"all"` to disable the radius limit.
public enum AroundRadius: Sendable, Hashable {
  case meters(Int)
  case all
}

/// `typoTolerance`: `true`, `false`, `"min"` or `"strict"`.
public enum TypoTolerance: String, Sendable, Hashable, CaseIterable {
  case `true`
  case `false`
  case min
  case strict
}

/// `distinct`: `true`/`false` or a number of hits kept per distinct group (0 to 4).
public enum Distinct: Sendable, Hashable {
  case bool(Bool)
  case count(Int)
}
