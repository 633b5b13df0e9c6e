import SearchModel
import Testing

@Suite("Hit decoding")
struct HitDecodingTests {
  struct Product: Decodable, Sendable, Equatable {
    var name: String
    var brand: String
    var price: Double
  }

  func firstHit() throws -> JSONObject {
    let response = try JSONValueDecoder().decode(SearchResponse.self, fixture: Fixtures.searchResponse)
    return try #require(response.hits.first)
  }

  @Test("decodes the record, metadata and raw hit of the documented example")
  func decodesExample() throws {
    let hit = try Hit<Product>(raw: try firstHit())
    #expect(hit.objectID == "42")
    #expect(hit.record == Product(name: "Apple iPhone 15", brand: "Apple", price: 799))
    #expect(hit.geoloc == [GeoPoint(lat: 48.8566, lng: 2.3522)])
    #expect(hit.rankingInfo?.userScore == 31)
    #expect(hit.rankingInfo?.nbExactWords == 1)
    #expect(hit.raw == (try firstHit()))
  }

  @Test("the highlight tree mirrors the record")
  func highlightTree() throws {
    let hit = try Hit<Product>(raw: try firstHit())
    let name = try #require(hit.highlightResult?["name"]?.highlightedValue)
    #expect(name == HighlightedValue(value: "Apple <em>iPhone</em> 15", matchLevel: .full, matchedWords: ["iphone"], fullyHighlighted: false))
    #expect(hit.highlightResult?["brand"]?.highlightedValue?.matchLevel == MatchLevel.none)
    #expect(hit.highlightResult?["brand"]?.highlightedValue?.fullyHighlighted == nil)
    #expect(name.taggedString().taggedRanges == [6..<12])
    // Snippet leaves have only value and matchLevel.
    #expect(hit.snippetResult?["name"]?.highlightedValue == HighlightedValue(value: "Apple <em>iPhone</em> 15", matchLevel: .full))
  }

  @Test("nested objects and arrays in highlights, and encoding them back")
  func nestedHighlights() throws {
    let text = """
      {"categories":{"lvl0":{"value":"<em>Books</em>","matchLevel":"full","fullyHighlighted":true,"matchedWords":["books"]}},\
      "tags":[{"value":"a","matchLevel":"none","matchedWords":[]},{"value":"<em>b</em>","matchLevel":"partial","matchedWords":["b"]}],\
      "year":{"value":"1993","matchLevel":"none","matchedWords":[]}}
      """
    let tree = try JSONValueDecoder().decode(HighlightResult.self, fixture: text)
    #expect(tree.value(atPath: "categories.lvl0")?.fullyHighlighted == true)
    #expect(tree["tags"]?[1]?.highlightedValue?.matchLevel == .partial)
    #expect(tree["tags"]?[2] == nil)
    #expect(tree["year"]?.highlightedValue?.value == "1993")
    #expect(try JSONValueEncoder().encodeString(tree) == text)
  }

  @Test("_geoloc may be a list of points; raw JSON records decode as JSONObject")
  func geolocListAndRawRecord() throws {
    let raw: JSONObject = ["objectID": "7", "_geoloc": [["lat": 1, "lng": 2], ["lat": "3.5", "lng": 4]], "x": [1, 2]]
    let hit = try Hit<JSONObject>(raw: raw)
    #expect(hit.geoloc == [GeoPoint(lat: 1, lng: 2), GeoPoint(lat: 3.5, lng: 4)])
    #expect(hit.record == raw)
    #expect(try JSONValueEncoder().encode(hit) == .object(raw))
  }

  @Test("a hit without _geoloc has no points; a numeric objectID becomes its text")
  func noGeoloc() throws {
    let hit = try Hit<JSONValue>(raw: ["objectID": 12])
    #expect(hit.geoloc.isEmpty)
    #expect(hit.objectID == "12")
  }

  @Test(
    "bad hits are thrown errors naming the path and the expectation",
    arguments: [
      (#"{"name":"x"}"#, "", "missing required key \"objectID\""),
      (#"{"objectID":"1","_geoloc":{"lat":1}}"#, "_geoloc", "missing required key \"lng\""),
      (#"{"objectID":"1","_highlightResult":{"name":{"value":"x","matchLevel":"most"}}}"#,
       "_highlightResult.name.matchLevel", "expected \"none\", \"partial\" or \"full\", found \"most\""),
      (#"{"objectID":"1","_highlightResult":{"name":3}}"#, "_highlightResult.name",
       "expected a highlight object {value, matchLevel}, an array or an object, found a number 3"),
      (#"{"objectID":"1","_rankingInfo":{"nbTypos":"zero"}}"#, "_rankingInfo.nbTypos",
       "expected an integer, found a string \"zero\""),
      (#"{"objectID":[1]}"#, "objectID", "expected a string, found an array"),
    ])
  func badHits(text: String, path: String, message: String) throws {
    let raw = try #require(try JSONValue(parsing: text).objectValue)
    #expect(throws: JSONDecodingError(path: path, message: message)) { try Hit<JSONObject>(raw: raw) }
  }

  @Test("a record type that does not fit reports the record's path")
  func recordMismatch() {
    #expect(throws: JSONDecodingError(path: "price", message: "expected a number, found a string \"cheap\"")) {
      try Hit<Product>(raw: ["objectID": "1", "name": "n", "brand": "b", "price": "cheap"])
    }
  }
}

@Suite("Hits of a response")
struct ResponseHitsTests {
  @Test("decodes every hit, and highlighted(_:) parses the tags")
  func decodesHits() throws {
    let response = try JSONValueDecoder().decode(SearchResponse.self, fixture: Fixtures.searchResponse)
    let hits = try response.hits(as: JSONObject.self)
    #expect(hits.map(\.objectID) == ["42"])
    #expect(hits[0].highlighted("name")?.render { $1 ? "*\($0)*" : $0 } == "Apple *iPhone* 15")
    #expect(hits[0].snippet("name")?.taggedRanges == [6..<12])
    #expect(hits[0].highlighted("missing") == nil)
  }

  @Test("an error names the hit's position")
  func errorPosition() {
    let response = SearchResponse(hits: [["objectID": "1"], ["objectID": "2", "_geoloc": ["lat": 1]]])
    #expect(throws: JSONDecodingError(path: "hits[1]._geoloc", message: "missing required key \"lng\"")) {
      try response.hits(as: JSONObject.self)
    }
  }
}
