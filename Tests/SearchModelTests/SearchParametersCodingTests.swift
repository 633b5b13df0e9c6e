import SearchModel
import Testing

@Suite("Search parameters: JSON form")
struct SearchParametersCodingTests: JSONCodingSpec {
  @Test("every modelled parameter round-trips in declaration order, unknown ones after")
  func roundTrip() throws {
    let text = """
      {"query":"shoes","filters":"brand:Nike","facetFilters":["brand:Nike",["color:red","color:-blue"]],\
      "numericFilters":"price>10","tagFilters":["sale"],"optionalFilters":[["brand:Adidas<score=2>"]],\
      "facets":["*"],"maxValuesPerFacet":50,"sortFacetValuesBy":"alpha","page":2,"hitsPerPage":10,\
      "offset":4,"length":3,"attributesToRetrieve":["*","-description"],"attributesToHighlight":[],\
      "attributesToSnippet":["description:5"],"highlightPreTag":"__ais-highlight__",\
      "highlightPostTag":"__/ais-highlight__","snippetEllipsisText":"…","restrictSearchableAttributes":["name"],\
      "getRankingInfo":true,"aroundLatLng":"48.85,2.35","aroundRadius":"all","aroundPrecision":10,\
      "typoTolerance":"strict","minWordSizefor1Typo":3,"minWordSizefor2Typos":7,"queryType":"prefixAll",\
      "removeWordsIfNoResults":"lastWords","distinct":2,"analytics":false,"clickAnalytics":true,\
      "enableRules":false,"ruleContexts":["mobile"],"userToken":"u-1"}
      """
    let parameters = try decoder.decode(SearchParameters.self, fixture: text)
    #expect(parameters.facetFilters == .list([.single("brand:Nike"), .anyOf(["color:red", "color:-blue"])]))
    #expect(parameters.numericFilters == .string("price>10"))
    #expect(parameters.aroundRadius == .all)
    #expect(parameters.typoTolerance == .strict)
    #expect(parameters.distinct == .count(2))
    #expect(parameters.extra == ["enableRules": false, "ruleContexts": ["mobile"], "userToken": "u-1"])
    #expect(try encoder.encodeString(parameters) == text)
  }

  @Test(
    "polymorphic parameters accept each documented form",
    arguments: [
      (#"{"aroundRadius":1000}"#, SearchParameters(aroundRadius: .meters(1000))),
      (#"{"typoTolerance":true}"#, SearchParameters(typoTolerance: .true)),
      (#"{"typoTolerance":"false"}"#, SearchParameters(typoTolerance: .false)),
      (#"{"typoTolerance":"min"}"#, SearchParameters(typoTolerance: .min)),
      (#"{"distinct":true}"#, SearchParameters(distinct: .bool(true))),
      (#"{"distinct":0}"#, SearchParameters(distinct: .count(0))),
      (#"{"tagFilters":"a,(b,c),-d"}"#, SearchParameters(tagFilters: .string("a,(b,c),-d"))),
      (#"{"hitsPerPage":"20"}"#, SearchParameters(hitsPerPage: 20)),
      (#"{"query":null}"#, SearchParameters()),
      (#"{"aroundPrecision":[{"from":0,"value":10}]}"#, SearchParameters(extra: ["aroundPrecision": [["from": 0, "value": 10]]])),
    ])
  func polymorphic(text: String, expected: SearchParameters) throws {
    #expect(try decoder.decode(SearchParameters.self, fixture: text) == expected)
  }

  @Test("true/false typo tolerance is written as a boolean, as the clients send it")
  func typoToleranceEncoding() throws {
    #expect(try encoder.encodeString(SearchParameters(typoTolerance: .false)) == #"{"typoTolerance":false}"#)
  }

  @Test(
    "a bad value names the parameter in Algolia's words",
    arguments: [
      (#"{"hitsPerPage":"many"}"#, "hitsPerPage", "Invalid value for \"hitsPerPage\" parameter, expected integer"),
      (#"{"page":1.5}"#, "page", "Invalid value for \"page\" parameter, expected integer"),
      (#"{"getRankingInfo":"yes"}"#, "getRankingInfo", "Invalid value for \"getRankingInfo\" parameter, expected boolean"),
      (#"{"query":5}"#, "query", "Invalid value for \"query\" parameter, expected string"),
      (#"{"facets":[1]}"#, "facets", "Invalid value for \"facets\" parameter, expected array of strings"),
      (#"{"aroundRadius":"far"}"#, "aroundRadius", "Invalid value for \"aroundRadius\" parameter, expected integer or \"all\""),
      (#"{"facetFilters":[[1]]}"#, "facetFilters",
       "Invalid value for \"facetFilters\" parameter, expected string or array of strings and arrays of strings"),
    ])
  func badValues(text: String, path: String, message: String) {
    #expect(throws: JSONDecodingError(path: path, message: message)) {
      try decoder.decode(SearchParameters.self, fixture: text)
    }
    let object = (try? JSONValue(parsing: text))?.objectValue ?? [:]
    #expect(throws: APIError.badRequest(message)) { try SearchParameters(jsonObject: object) }
  }

  @Test("jsonObject is the request body: only what is set, in order")
  func jsonObject() {
    let parameters = SearchParameters(query: "a", page: 0, extra: ["userToken": "x", "query": "ignored"])
    #expect(parameters.jsonObject == ["query": "a", "page": 0, "userToken": "x"])
  }
}
