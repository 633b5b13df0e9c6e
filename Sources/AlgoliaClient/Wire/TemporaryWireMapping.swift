import SearchModel

// TEMPORARY: hand mapping of the wire types, deleted when SearchModel's Codable lands.

enum TemporaryWireMapping {
  static func object(from p: SearchParameters) -> JSONObject {
    var o = JSONObject()
    func s(_ k: String, _ v: String?) { if let v { o[k] = .string(v) } }
    func i(_ k: String, _ v: Int?) { if let v { o[k] = .number(Double(v)) } }
    func b(_ k: String, _ v: Bool?) { if let v { o[k] = .bool(v) } }
    func l(_ k: String, _ v: [String]?) { if let v { o[k] = .array(v.map { .string($0) }) } }
    func f(_ k: String, _ v: LegacyFilters?) {
      switch v {
      case .string(let text): o[k] = .string(text)
      case .list(let elements):
        o[k] = .array(elements.map {
          switch $0 {
          case .single(let t): .string(t)
          case .anyOf(let ts): .array(ts.map { .string($0) })
          }
        })
      case nil: break
      }
    }
    s("query", p.query); s("filters", p.filters)
    f("facetFilters", p.facetFilters); f("numericFilters", p.numericFilters)
    f("tagFilters", p.tagFilters); f("optionalFilters", p.optionalFilters)
    l("facets", p.facets); i("maxValuesPerFacet", p.maxValuesPerFacet); s("sortFacetValuesBy", p.sortFacetValuesBy)
    i("page", p.page); i("hitsPerPage", p.hitsPerPage); i("offset", p.offset); i("length", p.length)
    l("attributesToRetrieve", p.attributesToRetrieve); l("attributesToHighlight", p.attributesToHighlight)
    l("attributesToSnippet", p.attributesToSnippet); s("highlightPreTag", p.highlightPreTag)
    s("highlightPostTag", p.highlightPostTag); s("snippetEllipsisText", p.snippetEllipsisText)
    l("restrictSearchableAttributes", p.restrictSearchableAttributes); b("getRankingInfo", p.getRankingInfo)
    s("aroundLatLng", p.aroundLatLng)
    switch p.aroundRadius {
    case .meters(let m): o["aroundRadius"] = .number(Double(m))
    case .all: o["aroundRadius"] = .string("all")
    case nil: break
    }
    i("aroundPrecision", p.aroundPrecision)
    switch p.typoTolerance {
    case .true: o["typoTolerance"] = .bool(true)
    case .false: o["typoTolerance"] = .bool(false)
    case .some(let t): o["typoTolerance"] = .string(t.rawValue)
    case nil: break
    }
    i("minWordSizefor1Typo", p.minWordSizefor1Typo); i("minWordSizefor2Typos", p.minWordSizefor2Typos)
    s("queryType", p.queryType); s("removeWordsIfNoResults", p.removeWordsIfNoResults)
    switch p.distinct {
    case .bool(let v): o["distinct"] = .bool(v)
    case .count(let n): o["distinct"] = .number(Double(n))
    case nil: break
    }
    b("analytics", p.analytics); b("clickAnalytics", p.clickAnalytics)
    for (k, v) in p.extra { o[k] = v }
    return o
  }
}

extension SearchResponse: WireDecodable {
  init(wireObject o: JSONObject) {
    var extra = o
    func take(_ k: String) -> JSONValue? { extra.removeValue(forKey: k) }
    self.init()
    hits = take("hits")?.arrayValue?.compactMap(\.objectValue) ?? []
    nbHits = take("nbHits")?.intValue
    page = take("page")?.intValue
    nbPages = take("nbPages")?.intValue
    hitsPerPage = take("hitsPerPage")?.intValue
    offset = take("offset")?.intValue
    length = take("length")?.intValue
    processingTimeMS = take("processingTimeMS")?.intValue
    query = take("query")?.stringValue
    params = take("params")?.stringValue
    index = take("index")?.stringValue
    if let f = take("facets")?.objectValue {
      facets = OrderedDictionary(uniqueKeysWithValues: f.map { name, values in
        (name, OrderedDictionary(uniqueKeysWithValues: (values.objectValue ?? [:]).compactMap { k, v in v.intValue.map { (k, $0) } }))
      })
    }
    if let f = take("facets_stats")?.objectValue {
      facetsStats = OrderedDictionary(uniqueKeysWithValues: f.compactMap { name, s in
        guard let min = s["min"]?.doubleValue, let max = s["max"]?.doubleValue, let avg = s["avg"]?.doubleValue,
          let sum = s["sum"]?.doubleValue
        else { return nil }
        return (name, FacetStats(min: min, max: max, avg: avg, sum: sum))
      })
    }
    exhaustiveFacetsCount = take("exhaustiveFacetsCount")?.boolValue
    exhaustiveNbHits = take("exhaustiveNbHits")?.boolValue
    queryID = take("queryID")?.stringValue
    nbSortedHits = take("nbSortedHits")?.intValue
    self.extra = extra
  }
}

extension FacetSearchResponse: WireDecodable {
  init(wireObject o: JSONObject) {
    let hits = (o["facetHits"]?.arrayValue ?? []).compactMap { h -> FacetHit? in
      guard let value = h["value"]?.stringValue, let count = h["count"]?.intValue else { return nil }
      return FacetHit(value: value, highlighted: h["highlighted"]?.stringValue ?? value, count: count)
    }
    self.init(
      facetHits: hits, exhaustiveFacetsCount: o["exhaustiveFacetsCount"]?.boolValue ?? true,
      processingTimeMS: o["processingTimeMS"]?.intValue)
  }
}

extension IndexInfo: WireDecodable {
  init(wireObject o: JSONObject) {
    self.init(name: o["name"]?.stringValue ?? "", entries: o["entries"]?.intValue ?? 0, updatedAt: o["updatedAt"]?.stringValue)
  }
}

extension IndexSettings: WireDecodable {
  init(wireObject o: JSONObject) {
    var extra = o
    func list(_ k: String) -> [String]? { extra.removeValue(forKey: k)?.arrayValue?.compactMap(\.stringValue) }
    func int(_ k: String) -> Int? { extra.removeValue(forKey: k)?.intValue }
    func str(_ k: String) -> String? { extra.removeValue(forKey: k)?.stringValue }
    self.init()
    searchableAttributes = list("searchableAttributes")
    attributesForFaceting = list("attributesForFaceting")
    customRanking = list("customRanking")
    ranking = list("ranking")
    attributesToRetrieve = list("attributesToRetrieve")
    attributesToHighlight = list("attributesToHighlight")
    attributesToSnippet = list("attributesToSnippet")
    unretrievableAttributes = list("unretrievableAttributes")
    hitsPerPage = int("hitsPerPage")
    maxValuesPerFacet = int("maxValuesPerFacet")
    paginationLimitedTo = int("paginationLimitedTo")
    attributeForDistinct = str("attributeForDistinct")
    highlightPreTag = str("highlightPreTag")
    highlightPostTag = str("highlightPostTag")
    replicas = list("replicas")
    self.extra = extra
  }
}
