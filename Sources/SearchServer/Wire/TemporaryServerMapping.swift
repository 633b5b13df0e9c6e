import SearchModel

// TEMPORARY: hand mapping of the wire types, deleted when SearchModel's Codable lands.

enum TemporaryServerMapping {
  static let stringParameters: Set<String> = [
    "query", "filters", "sortFacetValuesBy", "highlightPreTag", "highlightPostTag", "snippetEllipsisText",
    "aroundLatLng", "queryType", "removeWordsIfNoResults", "userToken",
  ]

  /// A `params`-string value: JSON for arrays/numbers/booleans, else the text.
  static func paramsValue(name: String, text: String) -> JSONValue {
    if stringParameters.contains(name) { return .string(text) }
    if let value = try? JSONValue(parsing: text) { return value }
    return .string(text)
  }

  static func parameters(from o: JSONObject) throws(APIError) -> SearchParameters {
    var p = SearchParameters()
    var extra = JSONObject()
    func bad(_ name: String, _ expected: String) -> APIError {
      APIError.badRequest("Invalid value for \"\(name)\" parameter, expected \(expected)")
    }
    for (name, value) in o {
      switch name {
      case "query": guard let v = value.stringValue else { throw bad(name, "string") }; p.query = v
      case "filters": guard let v = value.stringValue else { throw bad(name, "string") }; p.filters = v
      case "facetFilters": p.facetFilters = try filters(value, name)
      case "numericFilters": p.numericFilters = try filters(value, name)
      case "tagFilters": p.tagFilters = try filters(value, name)
      case "optionalFilters": p.optionalFilters = try filters(value, name)
      case "facets": p.facets = try list(value, name)
      case "attributesToRetrieve": p.attributesToRetrieve = try list(value, name)
      case "attributesToHighlight": p.attributesToHighlight = try list(value, name)
      case "attributesToSnippet": p.attributesToSnippet = try list(value, name)
      case "restrictSearchableAttributes": p.restrictSearchableAttributes = try list(value, name)
      case "maxValuesPerFacet": p.maxValuesPerFacet = try int(value, name)
      case "page": p.page = try int(value, name)
      case "hitsPerPage": p.hitsPerPage = try int(value, name)
      case "offset": p.offset = try int(value, name)
      case "length": p.length = try int(value, name)
      case "sortFacetValuesBy": p.sortFacetValuesBy = value.stringValue
      case "highlightPreTag": p.highlightPreTag = value.stringValue
      case "highlightPostTag": p.highlightPostTag = value.stringValue
      case "snippetEllipsisText": p.snippetEllipsisText = value.stringValue
      case "getRankingInfo": p.getRankingInfo = try bool(value, name)
      case "analytics": p.analytics = try bool(value, name)
      case "clickAnalytics": p.clickAnalytics = try bool(value, name)
      case "queryType": p.queryType = value.stringValue
      case "removeWordsIfNoResults": p.removeWordsIfNoResults = value.stringValue
      case "aroundLatLng": p.aroundLatLng = value.stringValue
      case "minWordSizefor1Typo": p.minWordSizefor1Typo = try int(value, name)
      case "minWordSizefor2Typos": p.minWordSizefor2Typos = try int(value, name)
      case "aroundPrecision": p.aroundPrecision = try int(value, name)
      case "typoTolerance":
        switch value {
        case .bool(let b): p.typoTolerance = b ? .true : .false
        case .string(let s): guard let t = TypoTolerance(rawValue: s) else { throw bad(name, "boolean, min or strict") }; p.typoTolerance = t
        default: throw bad(name, "boolean, min or strict")
        }
      case "distinct":
        switch value {
        case .bool(let b): p.distinct = .bool(b)
        case .number: p.distinct = .count(try int(value, name))
        default: throw bad(name, "boolean or integer")
        }
      case "aroundRadius":
        if value.stringValue == "all" { p.aroundRadius = .all } else { p.aroundRadius = .meters(try int(value, name)) }
      default: extra[name] = value
      }
    }
    p.extra = extra
    return p
  }

  private static func int(_ v: JSONValue, _ name: String) throws(APIError) -> Int {
    if let i = v.intValue { return i }
    if let s = v.stringValue, let i = Int(s) { return i }
    throw APIError.badRequest("Invalid value for \"\(name)\" parameter, expected integer")
  }

  private static func bool(_ v: JSONValue, _ name: String) throws(APIError) -> Bool {
    if let b = v.boolValue { return b }
    if v.stringValue == "true" { return true }
    if v.stringValue == "false" { return false }
    throw APIError.badRequest("Invalid value for \"\(name)\" parameter, expected boolean")
  }

  private static func list(_ v: JSONValue, _ name: String) throws(APIError) -> [String] {
    if let s = v.stringValue { return s.split(separator: ",").map(String.init) }
    guard let a = v.arrayValue else { throw APIError.badRequest("Invalid value for \"\(name)\" parameter, expected array of strings") }
    var out: [String] = []
    for e in a {
      guard let s = e.stringValue else { throw APIError.badRequest("Invalid value for \"\(name)\" parameter, expected array of strings") }
      out.append(s)
    }
    return out
  }

  private static func filters(_ v: JSONValue, _ name: String) throws(APIError) -> LegacyFilters {
    if let s = v.stringValue { return .string(s) }
    guard let a = v.arrayValue else { throw APIError.badRequest("Invalid value for \"\(name)\" parameter, expected string or array") }
    var out: [LegacyFilterElement] = []
    for e in a {
      if let s = e.stringValue { out.append(.single(s)); continue }
      guard let inner = e.arrayValue else { throw APIError.badRequest("Invalid value for \"\(name)\" parameter, expected string or array") }
      var group: [String] = []
      for i in inner {
        guard let s = i.stringValue else { throw APIError.badRequest("Invalid value for \"\(name)\" parameter, expected string or array") }
        group.append(s)
      }
      out.append(.anyOf(group))
    }
    return .list(out)
  }

  static func json(_ r: SearchResponse) -> JSONValue {
    var o = JSONObject()
    o["hits"] = .array(r.hits.map { .object($0) })
    func i(_ k: String, _ v: Int?) { if let v { o[k] = .number(Double(v)) } }
    func s(_ k: String, _ v: String?) { if let v { o[k] = .string(v) } }
    func b(_ k: String, _ v: Bool?) { if let v { o[k] = .bool(v) } }
    i("nbHits", r.nbHits); i("page", r.page); i("nbPages", r.nbPages); i("hitsPerPage", r.hitsPerPage)
    i("offset", r.offset); i("length", r.length)
    if let facets = r.facets {
      o["facets"] = .object(JSONObject(uniqueKeysWithValues: facets.map { name, values in
        (name, JSONValue.object(JSONObject(uniqueKeysWithValues: values.map { ($0.key, JSONValue.number(Double($0.value))) })))
      }))
    }
    if let stats = r.facetsStats {
      o["facets_stats"] = .object(JSONObject(uniqueKeysWithValues: stats.map { name, st in
        (name, JSONValue.object(["min": .number(st.min), "max": .number(st.max), "avg": .number(st.avg), "sum": .number(st.sum)]))
      }))
    }
    b("exhaustiveFacetsCount", r.exhaustiveFacetsCount); b("exhaustiveNbHits", r.exhaustiveNbHits)
    s("query", r.query); s("params", r.params); s("index", r.index); s("queryID", r.queryID)
    i("nbSortedHits", r.nbSortedHits); i("processingTimeMS", r.processingTimeMS)
    for (k, v) in r.extra { o[k] = v }
    return .object(o)
  }

  static func json(_ st: IndexSettings) -> JSONValue {
    var o = JSONObject()
    func l(_ k: String, _ v: [String]?) { if let v { o[k] = .array(v.map { .string($0) }) } }
    func i(_ k: String, _ v: Int?) { if let v { o[k] = .number(Double(v)) } }
    func s(_ k: String, _ v: String?) { if let v { o[k] = .string(v) } }
    l("searchableAttributes", st.searchableAttributes); l("attributesForFaceting", st.attributesForFaceting)
    l("customRanking", st.customRanking); l("ranking", st.ranking); l("attributesToRetrieve", st.attributesToRetrieve)
    l("attributesToHighlight", st.attributesToHighlight); l("attributesToSnippet", st.attributesToSnippet)
    l("unretrievableAttributes", st.unretrievableAttributes); i("hitsPerPage", st.hitsPerPage)
    i("maxValuesPerFacet", st.maxValuesPerFacet); i("paginationLimitedTo", st.paginationLimitedTo)
    s("attributeForDistinct", st.attributeForDistinct); s("highlightPreTag", st.highlightPreTag)
    s("highlightPostTag", st.highlightPostTag); l("replicas", st.replicas)
    for (k, v) in st.extra { o[k] = v }
    return .object(o)
  }
}
