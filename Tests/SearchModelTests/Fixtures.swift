import SearchModel

/// JSON fixtures written from the shapes documented in algolia-api.md (§3, §4) and Algolia's
/// spec. Key order is the order the model writes, so decode → encode must give the same bytes.
enum Fixtures {
  /// The search response example of algolia-api.md §3, compacted, in the model's key order:
  /// modelled fields first, then the unmodelled ones (`exhaustiveTypo`, `exhaustive`,
  /// `renderingContent`, `parsedQuery`, `serverUsed`) as extra.
  static let searchResponse = """
    {"hits":[{"objectID":"42","name":"Apple iPhone 15","brand":"Apple","price":799,\
    "_geoloc":{"lat":48.8566,"lng":2.3522},\
    "_highlightResult":{"name":{"value":"Apple <em>iPhone</em> 15","matchLevel":"full","fullyHighlighted":false,"matchedWords":["iphone"]},\
    "brand":{"value":"Apple","matchLevel":"none","matchedWords":[]}},\
    "_snippetResult":{"name":{"value":"Apple <em>iPhone</em> 15","matchLevel":"full"}},\
    "_rankingInfo":{"nbTypos":0,"firstMatchedWord":0,"proximityDistance":0,"userScore":31,"geoDistance":0,\
    "geoPrecision":1,"nbExactWords":1,"words":1,"filters":0}}],\
    "nbHits":1,"page":0,"nbPages":1,"hitsPerPage":20,\
    "facets":{"brand":{"Apple":1}},"facets_stats":{"price":{"min":799,"max":799,"avg":799,"sum":799}},\
    "exhaustiveFacetsCount":true,"exhaustiveNbHits":true,\
    "query":"iphone","params":"query=iphone&facets=%5B%22brand%22%2C%22price%22%5D&getRankingInfo=true",\
    "index":"products","queryID":"a00dbc80a8d13c4565a442e7e2dca80a","processingTimeMS":1,\
    "exhaustiveTypo":true,"exhaustive":{"facetsCount":true,"nbHits":true,"typo":true},\
    "renderingContent":{},"parsedQuery":"iphone","serverUsed":"local"}
    """

  /// A multi-query as InstantSearch sends it (legacy `params` strings) mixed with a flattened
  /// facet entry (JS v5) and a strategy.
  static let multiQueryRequest = """
    {"requests":[\
    {"indexName":"products","params":"facets=%5B%22*%22%5D&highlightPostTag=__%2Fais-highlight__&highlightPreTag=__ais-highlight__&hitsPerPage=42&maxValuesPerFacet=100&page=0&query=&tagFilters="},\
    {"indexName":"products","params":"query=ipho&hitsPerPage=1","facetFilters":[["brand:Apple","brand:Samsung"]],"page":2},\
    {"indexName":"products","type":"facet","facet":"brand","facetQuery":"app","maxFacetHits":5,"hitsPerPage":0}\
    ],"strategy":"stopIfEnoughMatches"}
    """

  /// A multi-query response with a hits result and a facet-search (SFFV) result.
  static let multiQueryResponse = """
    {"results":[\
    {"hits":[],"nbHits":0,"page":0,"nbPages":0,"hitsPerPage":20,"query":"zzz","params":"query=zzz","index":"products","processingTimeMS":1},\
    {"facetHits":[{"value":"Apple","highlighted":"<em>App</em>le","count":12}],"exhaustiveFacetsCount":true,"processingTimeMS":1}\
    ]}
    """

  /// An error body (algolia-api.md §4).
  static let error = #"{"message":"Index products does not exist","status":404}"#

  /// Settings with an unmodelled `userData`.
  static let settings = """
    {"searchableAttributes":["name","unordered(description)","brand"],\
    "attributesForFaceting":["searchable(brand)","category","filterOnly(price)"],\
    "customRanking":["desc(rating)"],"hitsPerPage":20,"typoTolerance":"min","distinct":1,\
    "replicas":["products_price_asc"],"userData":{"team":"search"}}
    """

  /// The `GET /1/indexes` listing.
  static let indexList = """
    {"items":[{"name":"products","entries":1000,"updatedAt":"2026-11-22T00:00:00.000Z",\
    "createdAt":"2026-11-21T00:00:00.000Z","dataSize":4096,"fileSize":8192,"lastBuildTimeS":0,\
    "numberOfPendingTasks":0,"pendingTask":false}],"nbPages":1}
    """
}

extension JSONValueDecoder {
  /// Decodes a fixture string.
  func decode<T: Decodable>(_ type: T.Type, fixture: String) throws -> T {
    try decode(type, from: Array(fixture.utf8))
  }
}
