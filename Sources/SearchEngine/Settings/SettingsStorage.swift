import SearchModel

/// Stores an index's settings inside its meta file, in Algolia's JSON shape.
enum SettingsStorage {
  /// Settings → Algolia's JSON object.
  static func encode(_ settings: IndexSettings) -> JSONValue {
    var object: JSONObject = [:]
    func list(_ key: String, _ value: [String]?) {
      if let value { object[key] = .array(value.map { .string($0) }) }
    }
    func int(_ key: String, _ value: Int?) {
      if let value { object[key] = .number(Double(value)) }
    }
    func string(_ key: String, _ value: String?) {
      if let value { object[key] = .string(value) }
    }
    list("searchableAttributes", settings.searchableAttributes)
    list("attributesForFaceting", settings.attributesForFaceting)
    list("customRanking", settings.customRanking)
    list("ranking", settings.ranking)
    list("attributesToRetrieve", settings.attributesToRetrieve)
    list("attributesToHighlight", settings.attributesToHighlight)
    list("attributesToSnippet", settings.attributesToSnippet)
    list("unretrievableAttributes", settings.unretrievableAttributes)
    int("hitsPerPage", settings.hitsPerPage)
    int("maxValuesPerFacet", settings.maxValuesPerFacet)
    if let typo = settings.typoTolerance {
      switch typo {
      case .true: object["typoTolerance"] = .bool(true)
      case .false: object["typoTolerance"] = .bool(false)
      case .min, .strict: object["typoTolerance"] = .string(typo.rawValue)
      }
    }
    int("minWordSizefor1Typo", settings.minWordSizefor1Typo)
    int("minWordSizefor2Typos", settings.minWordSizefor2Typos)
    int("paginationLimitedTo", settings.paginationLimitedTo)
    string("attributeForDistinct", settings.attributeForDistinct)
    if let distinct = settings.distinct {
      switch distinct {
      case .bool(let flag): object["distinct"] = .bool(flag)
      case .count(let n): object["distinct"] = .number(Double(n))
      }
    }
    string("highlightPreTag", settings.highlightPreTag)
    string("highlightPostTag", settings.highlightPostTag)
    string("snippetEllipsisText", settings.snippetEllipsisText)
    list("replicas", settings.replicas)
    for (key, value) in settings.extra where object[key] == nil { object[key] = value }
    return .object(object)
  }

  /// Algolia's JSON object → settings; unknown keys are kept in `extra`.
  static func decode(_ value: JSONValue) -> IndexSettings {
    guard case .object(let object) = value else { return IndexSettings() }
    var settings = IndexSettings()
    func list(_ key: String) -> [String]? {
      guard case .array(let items)? = object[key] else { return nil }
      return items.compactMap(\.stringValue)
    }
    settings.searchableAttributes = list("searchableAttributes")
    settings.attributesForFaceting = list("attributesForFaceting")
    settings.customRanking = list("customRanking")
    settings.ranking = list("ranking")
    settings.attributesToRetrieve = list("attributesToRetrieve")
    settings.attributesToHighlight = list("attributesToHighlight")
    settings.attributesToSnippet = list("attributesToSnippet")
    settings.unretrievableAttributes = list("unretrievableAttributes")
    settings.hitsPerPage = object["hitsPerPage"]?.intValue
    settings.maxValuesPerFacet = object["maxValuesPerFacet"]?.intValue
    switch object["typoTolerance"] {
    case .bool(let flag)?: settings.typoTolerance = flag ? .true : .false
    case .string(let text)?: settings.typoTolerance = TypoTolerance(rawValue: text)
    default: break
    }
    settings.minWordSizefor1Typo = object["minWordSizefor1Typo"]?.intValue
    settings.minWordSizefor2Typos = object["minWordSizefor2Typos"]?.intValue
    settings.paginationLimitedTo = object["paginationLimitedTo"]?.intValue
    settings.attributeForDistinct = object["attributeForDistinct"]?.stringValue
    switch object["distinct"] {
    case .bool(let flag)?: settings.distinct = .bool(flag)
    case .number(let n)?: settings.distinct = .count(Int(n))
    default: break
    }
    settings.highlightPreTag = object["highlightPreTag"]?.stringValue
    settings.highlightPostTag = object["highlightPostTag"]?.stringValue
    settings.snippetEllipsisText = object["snippetEllipsisText"]?.stringValue
    settings.replicas = list("replicas")
    let known: Set<String> = [
      "searchableAttributes", "attributesForFaceting", "customRanking", "ranking", "attributesToRetrieve",
      "attributesToHighlight", "attributesToSnippet", "unretrievableAttributes", "hitsPerPage",
      "maxValuesPerFacet", "typoTolerance", "minWordSizefor1Typo", "minWordSizefor2Typos",
      "paginationLimitedTo", "attributeForDistinct", "distinct", "highlightPreTag", "highlightPostTag",
      "snippetEllipsisText", "replicas",
    ]
    for (key, item) in object where !known.contains(key) { settings.extra[key] = item }
    return settings
  }
}
