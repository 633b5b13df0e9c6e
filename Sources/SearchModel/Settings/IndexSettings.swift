import OrderedCollections

/// An index's settings in Algolia's JSON format (`GET /1/indexes/{index}/settings`).
///
/// Attribute lists keep Algolia's modifier syntax as written (`unordered(description)`,
/// `searchable(brand)`, `desc(popularity)`); the engine interprets them. Unmodelled settings
/// are kept in `extra`.
public struct IndexSettings: Sendable, Hashable {
  /// Attributes searched, in priority order (`unordered(attr)` ignores word position).
  public var searchableAttributes: [String]?
  /// Facet attributes (`searchable(attr)`, `filterOnly(attr)`, `afterDistinct(attr)`).
  public var attributesForFaceting: [String]?
  /// Tie-breaking attributes (`desc(rating)`, `asc(price)`).
  public var customRanking: [String]?
  /// The ranking criteria, in order (`typo`, `geo`, `words`, `filters`, `proximity`, `attribute`, `exact`, `custom`).
  public var ranking: [String]?
  /// Default attributes returned in hits.
  public var attributesToRetrieve: [String]?
  /// Default highlighted attributes.
  public var attributesToHighlight: [String]?
  /// Default snippeted attributes (`attr:N`).
  public var attributesToSnippet: [String]?
  /// Attributes never returned, even with `*`.
  public var unretrievableAttributes: [String]?
  /// Default hits per page.
  public var hitsPerPage: Int?
  /// Default number of values per facet.
  public var maxValuesPerFacet: Int?
  /// Default typo tolerance.
  public var typoTolerance: TypoTolerance?
  /// Minimum word length for one typo.
  public var minWordSizefor1Typo: Int?
  /// Minimum word length for two typos.
  public var minWordSizefor2Typos: Int?
  /// Maximum number of hits reachable by paging (1000 by default).
  public var paginationLimitedTo: Int?
  /// The attribute `distinct` groups on.
  public var attributeForDistinct: String?
  /// Default de-duplication.
  public var distinct: Distinct?
  /// Default tag before a match.
  public var highlightPreTag: String?
  /// Default tag after a match.
  public var highlightPostTag: String?
  /// Default snippet ellipsis.
  public var snippetEllipsisText: String?
  /// Names of replica indexes (sort orders) of this index.
  public var replicas: [String]?
  /// Settings not modelled above, kept verbatim in order.
  public var extra: JSONObject

  /// Creates settings; every argument defaults to "not set".
  public init(
    searchableAttributes: [String]? = nil,
    attributesForFaceting: [String]? = nil,
    customRanking: [String]? = nil,
    ranking: [String]? = nil,
    attributesToRetrieve: [String]? = nil,
    attributesToHighlight: [String]? = nil,
    attributesToSnippet: [String]? = nil,
    unretrievableAttributes: [String]? = nil,
    hitsPerPage: Int? = nil,
    maxValuesPerFacet: Int? = nil,
    typoTolerance: TypoTolerance? = nil,
    minWordSizefor1Typo: Int? = nil,
    minWordSizefor2Typos: Int? = nil,
    paginationLimitedTo: Int? = nil,
    attributeForDistinct: String? = nil,
    distinct: Distinct? = nil,
    highlightPreTag: String? = nil,
    highlightPostTag: String? = nil,
    snippetEllipsisText: String? = nil,
    replicas: [String]? = nil,
    extra: JSONObject = [:]
  ) {
    self.searchableAttributes = searchableAttributes
    self.attributesForFaceting = attributesForFaceting
    self.customRanking = customRanking
    self.ranking = ranking
    self.attributesToRetrieve = attributesToRetrieve
    self.attributesToHighlight = attributesToHighlight
    self.attributesToSnippet = attributesToSnippet
    self.unretrievableAttributes = unretrievableAttributes
    self.hitsPerPage = hitsPerPage
    self.maxValuesPerFacet = maxValuesPerFacet
    self.typoTolerance = typoTolerance
    self.minWordSizefor1Typo = minWordSizefor1Typo
    self.minWordSizefor2Typos = minWordSizefor2Typos
    self.paginationLimitedTo = paginationLimitedTo
    self.attributeForDistinct = attributeForDistinct
    self.distinct = distinct
    self.highlightPreTag = highlightPreTag
    self.highlightPostTag = highlightPostTag
    self.snippetEllipsisText = snippetEllipsisText
    self.replicas = replicas
    self.extra = extra
  }
}
