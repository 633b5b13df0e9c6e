extension SearchParameters {
  /// The keys of the modelled parameters, in the order they are written to JSON.
  static let modelledKeys: [String] = [
    "query", "filters", "facetFilters", "numericFilters", "tagFilters", "optionalFilters", "facets",
    "maxValuesPerFacet", "sortFacetValuesBy", "page", "hitsPerPage", "offset", "length",
    "attributesToRetrieve", "attributesToHighlight", "attributesToSnippet", "highlightPreTag",
    "highlightPostTag", "snippetEllipsisText", "restrictSearchableAttributes", "getRankingInfo",
    "aroundLatLng", "aroundRadius", "aroundPrecision", "typoTolerance", "minWordSizefor1Typo",
    "minWordSizefor2Typos", "queryType", "removeWordsIfNoResults", "distinct", "analytics", "clickAnalytics",
  ]

  /// Reads parameters from a JSON object (a search request body, or a decoded `params` string).
  ///
  /// Values may be native JSON or their string spellings (`"20"`, `"true"`, `"a,b"`), as Algolia
  /// accepts both; `null` means "not set". Unknown keys are kept in ``extra``, in order. An
  /// `aroundPrecision` given as ranges (`[{"from":0,"value":10}]`) is valid for Algolia but not
  /// representable by the `Int` field, so it is kept in ``extra`` too.
  ///
  /// - Throws: ``APIError`` 400, `Invalid value for "page" parameter, expected integer`.
  public init(jsonObject: JSONObject) throws(APIError) {
    self.init()
    do {
      try read(jsonObject)
    } catch {
      throw error.apiError
    }
  }

  /// Same as ``init(jsonObject:)`` but reports which parameter failed.
  init(validating jsonObject: JSONObject) throws(InvalidParameter) {
    self.init()
    try read(jsonObject)
  }

  private mutating func read(_ object: JSONObject) throws(InvalidParameter) {
    for (key, value) in object {
      if value == .null { continue }
      func fail(_ expected: String) -> InvalidParameter { InvalidParameter(name: key, expected: expected) }
      func string() throws(InvalidParameter) -> String {
        guard let string = ParameterValue.string(value) else { throw fail("string") }
        return string
      }
      func integer() throws(InvalidParameter) -> Int {
        guard let integer = ParameterValue.integer(value) else { throw fail("integer") }
        return integer
      }
      func boolean() throws(InvalidParameter) -> Bool {
        guard let boolean = ParameterValue.flag(value) else { throw fail("boolean") }
        return boolean
      }
      func list() throws(InvalidParameter) -> [String] {
        guard let list = ParameterValue.stringList(value) else { throw fail("array of strings") }
        return list
      }
      func legacy() throws(InvalidParameter) -> LegacyFilters {
        guard let filters = LegacyFilters(jsonValue: value) else {
          throw fail("string or array of strings and arrays of strings")
        }
        return filters
      }
      switch key {
      case "query": query = try string()
      case "filters": self.filters = try string()
      case "facetFilters": facetFilters = try legacy()
      case "numericFilters": numericFilters = try legacy()
      case "tagFilters": tagFilters = try legacy()
      case "optionalFilters": optionalFilters = try legacy()
      case "facets": facets = try list()
      case "maxValuesPerFacet": maxValuesPerFacet = try integer()
      case "sortFacetValuesBy": sortFacetValuesBy = try string()
      case "page": page = try integer()
      case "hitsPerPage": hitsPerPage = try integer()
      case "offset": offset = try integer()
      case "length": length = try integer()
      case "attributesToRetrieve": attributesToRetrieve = try list()
      case "attributesToHighlight": attributesToHighlight = try list()
      case "attributesToSnippet": attributesToSnippet = try list()
      case "highlightPreTag": highlightPreTag = try string()
      case "highlightPostTag": highlightPostTag = try string()
      case "snippetEllipsisText": snippetEllipsisText = try string()
      case "restrictSearchableAttributes": restrictSearchableAttributes = try list()
      case "getRankingInfo": getRankingInfo = try boolean()
      case "aroundLatLng": aroundLatLng = try string()
      case "aroundRadius":
        guard let radius = AroundRadius(jsonValue: value) else { throw fail("integer or \"all\"") }
        aroundRadius = radius
      case "aroundPrecision":
        if case .array = value { extra[key] = value } else { aroundPrecision = try integer() }
      case "typoTolerance":
        guard let tolerance = TypoTolerance(jsonValue: value) else {
          throw fail("boolean or one of \"min\", \"strict\", \"true\", \"false\"")
        }
        typoTolerance = tolerance
      case "minWordSizefor1Typo": minWordSizefor1Typo = try integer()
      case "minWordSizefor2Typos": minWordSizefor2Typos = try integer()
      case "queryType": queryType = try string()
      case "removeWordsIfNoResults": removeWordsIfNoResults = try string()
      case "distinct":
        guard let distinct = Distinct(jsonValue: value) else { throw fail("boolean or integer") }
        self.distinct = distinct
      case "analytics": analytics = try boolean()
      case "clickAnalytics": clickAnalytics = try boolean()
      default: extra[key] = value
      }
    }
  }

  /// The parameters as a JSON object: modelled parameters in ``modelledKeys`` order (unset ones
  /// left out), then ``extra``. This is the request body of a search and what `Codable` writes.
  public var jsonObject: JSONObject {
    var object = JSONObject()
    func set(_ key: String, _ value: JSONValue?) {
      if let value { object[key] = value }
    }
    set("query", query.map(JSONValue.string))
    set("filters", filters.map(JSONValue.string))
    set("facetFilters", facetFilters?.jsonValue)
    set("numericFilters", numericFilters?.jsonValue)
    set("tagFilters", tagFilters?.jsonValue)
    set("optionalFilters", optionalFilters?.jsonValue)
    set("facets", facets.map(Self.list))
    set("maxValuesPerFacet", maxValuesPerFacet.map(Self.number))
    set("sortFacetValuesBy", sortFacetValuesBy.map(JSONValue.string))
    set("page", page.map(Self.number))
    set("hitsPerPage", hitsPerPage.map(Self.number))
    set("offset", offset.map(Self.number))
    set("length", length.map(Self.number))
    set("attributesToRetrieve", attributesToRetrieve.map(Self.list))
    set("attributesToHighlight", attributesToHighlight.map(Self.list))
    set("attributesToSnippet", attributesToSnippet.map(Self.list))
    set("highlightPreTag", highlightPreTag.map(JSONValue.string))
    set("highlightPostTag", highlightPostTag.map(JSONValue.string))
    set("snippetEllipsisText", snippetEllipsisText.map(JSONValue.string))
    set("restrictSearchableAttributes", restrictSearchableAttributes.map(Self.list))
    set("getRankingInfo", getRankingInfo.map(JSONValue.bool))
    set("aroundLatLng", aroundLatLng.map(JSONValue.string))
    set("aroundRadius", aroundRadius?.jsonValue)
    set("aroundPrecision", aroundPrecision.map(Self.number))
    set("typoTolerance", typoTolerance?.jsonValue)
    set("minWordSizefor1Typo", minWordSizefor1Typo.map(Self.number))
    set("minWordSizefor2Typos", minWordSizefor2Typos.map(Self.number))
    set("queryType", queryType.map(JSONValue.string))
    set("removeWordsIfNoResults", removeWordsIfNoResults.map(JSONValue.string))
    set("distinct", distinct?.jsonValue)
    set("analytics", analytics.map(JSONValue.bool))
    set("clickAnalytics", clickAnalytics.map(JSONValue.bool))
    for (key, value) in extra where object[key] == nil {
      object[key] = value
    }
    return object
  }

  private static func number(_ value: Int) -> JSONValue { .number(Double(value)) }

  private static func list(_ strings: [String]) -> JSONValue { .array(strings.map(JSONValue.string)) }
}
