import OrderedCollections

/// An index's settings in Algolia's JSON format (`GET /1/indexes/{index}/settings`).
///
/// Attribute lists keep Algolia's modifier syntax as written (`unordered(description)`,
/// `searchable(brand)`, `desc(popularity)`); the engine interprets them. Unmodelled settings
/// are kept in `extra`.
public struct IndexSettings: Sendable, Hashable {
  public var searchableAttributes: [String]?
  public var attributesForFaceting: [String]?
  public var customRanking: [String]?
  public var ranking: [String]?
  public var attributesToRetrieve: [String]?
  public var attributesToHighlight: [String]?
  public var attributesToSnippet: [String]?
  public var unretrievableAttributes: [String]?
  public var hitsPerPage: Int?
  public var maxValuesPerFacet: Int?
  public var typoTolerance: TypoTolerance?
  public var minWordSizefor1Typo: Int?
  public var minWordSizefor2Typos: Int?
  public var paginationLimitedTo: Int?
  public var attributeForDistinct: String?
  public var distinct: Distinct?
  public var highlightPreTag: String?
  public var highlightPostTag: String?
  public var snippetEllipsisText: String?
  /// Names of replica indexes (sort orders) of this index.
  public var replicas: [String]?
  public var extra: JSONObject

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

/// One entry of `GET /1/indexes`.
public struct IndexInfo: Sendable, Hashable {
  public var name: String
  public var entries: Int
  /// ISO 8601, as Algolia writes it.
  public var updatedAt: String?
  /// Other fields of the entry (`createdAt`, `dataSize`, `fileSize`, `lastBuildTimeS`,
  /// `numberOfPendingTasks`, `pendingTask`, `primary`, `replicas`...), in the order read.
  public var extra: JSONObject = [:]

  public init(name: String, entries: Int, updatedAt: String? = nil) {
    self.name = name
    self.entries = entries
    self.updatedAt = updatedAt
  }

  /// Creates an entry with extra fields.
  public init(name: String, entries: Int, updatedAt: String?, extra: JSONObject) {
    self.init(name: name, entries: entries, updatedAt: updatedAt)
    self.extra = extra
  }
}
