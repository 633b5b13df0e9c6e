import Foundation
import SearchModel
import Testing

@Suite("JSONValueEncoder / JSONValueDecoder")
struct JSONCodingTests {
  struct Product: Codable, Equatable {
    var zeta: String
    var alpha: Int
    var price: Double?
    var tags: [String]
    var nested: Nested
    var attributes: JSONValue
    var meta: JSONObject?

    struct Nested: Codable, Equatable {
      var on: Bool
      var ratio: Float
      var small: UInt8
    }
  }

  let product = Product(
    zeta: "z", alpha: 1, price: 9.5, tags: ["a"], nested: .init(on: true, ratio: 0.5, small: 7),
    attributes: ["b": 1, "a": [nil, "x"]], meta: nil)

  @Test("encoding keeps the order of encode calls, JSON fields are stored as they are")
  func encodesInOrder() throws {
    let text = try JSONValueEncoder().encodeString(product)
    #expect(text == #"{"zeta":"z","alpha":1,"price":9.5,"tags":["a"],"nested":{"on":true,"ratio":0.5,"small":7},"attributes":{"b":1,"a":[null,"x"]}}"#)
  }

  @Test("decoding gives back the value, and JSONValue/JSONObject fields are returned untouched")
  func decodes() throws {
    let value = try JSONValue.encode(product)
    #expect(try value.decode(Product.self) == product)
    var withMeta = product
    withMeta.meta = ["y": 1, "x": 2]
    let decoded = try JSONValue.decode(Product.self, from: try JSONValue.encode(withMeta))
    #expect(decoded.meta.map { Array($0.keys) } == ["y", "x"])
  }

  @Test(
    "type errors say where and what was expected",
    arguments: [
      (#"{"zeta":1}"#, "zeta", "expected a string, found a number 1"),
      (#"{"zeta":"z","alpha":1.5}"#, "alpha", "expected an integer, found a number 1.5"),
      (#"{"zeta":"z","alpha":1,"tags":["a",false]}"#, "tags[1]", "expected a string, found false"),
      (#"{"zeta":"z","alpha":1,"tags":[],"nested":{"on":true,"ratio":1,"small":300}}"#, "nested.small",
       "number 300 does not fit in UInt8"),
      (#"{"zeta":"z","alpha":1,"tags":[],"nested":{"on":null}}"#, "nested.on", "expected a boolean, found null"),
      (#"{"zeta":"z","alpha":1,"tags":[]}"#, "", "missing required key \"nested\""),
      (#"[1]"#, "", "expected an object, found an array"),
    ])
  func typeErrors(text: String, path: String, message: String) {
    #expect(throws: JSONDecodingError(path: path, message: message)) {
      try JSONValueDecoder().decode(Product.self, from: Array(text.utf8))
    }
  }

  @Test("non-finite numbers cannot be encoded")
  func nonFinite() {
    #expect(throws: EncodingError.self) { try JSONValue.encode(["x": Double.infinity]) }
  }

  @Test("JSONValue works with Foundation's coders too")
  func foundationInterop() throws {
    // Single-key objects: Foundation's decoder does not promise key order.
    let value: JSONValue = ["a": [1, 2.5, "s", true, nil, ["c": "d"]]]
    let data = try JSONEncoder().encode(value)
    #expect(try JSONDecoder().decode(JSONValue.self, from: data) == value)
    #expect(String(decoding: try JSONEncoder().encode(JSONValue.number(799)), as: UTF8.self) == "799")
  }

  @Test("model types decode with Foundation's JSONDecoder as well")
  func foundationModels() throws {
    let response = try JSONDecoder().decode(SearchResponse.self, from: Data(Fixtures.searchResponse.utf8))
    #expect(response.nbHits == 1)
    #expect(response.facets?["brand"]?["Apple"] == 1)
    let hit = try JSONDecoder().decode(Hit<JSONValue>.self, from: Data(#"{"objectID":"1","_geoloc":{"lat":1,"lng":2}}"#.utf8))
    #expect(hit.geoloc == [GeoPoint(lat: 1, lng: 2)])
  }

  @Test("Data convenience")
  func dataConvenience() throws {
    let data = try JSONValueEncoder().encodeData(SearchParameters(query: "q"))
    #expect(data == Data(#"{"query":"q"}"#.utf8))
    #expect(try JSONValue(parsing: data) == ["query": "q"])
    #expect(JSONValue.array([1]).serializedData(.pretty) == Data("[\n  1\n]".utf8))
  }
}
