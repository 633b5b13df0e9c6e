import SearchModel
import Testing

@Suite("JSON serialization")
struct JSONSerializationTests {
  @Test("compact output keeps key order and has no whitespace")
  func compact() {
    let value: JSONValue = ["z": 1, "a": [true, nil, "x"], "m": [:]]
    #expect(value.serializedString() == #"{"z":1,"a":[true,null,"x"],"m":{}}"#)
  }

  @Test("pretty output indents by two spaces")
  func pretty() {
    let value: JSONValue = ["name": "Apple", "tags": ["a", "b"], "empty": [], "geo": ["lat": 1.5]]
    #expect(
      value.serializedString(.pretty) == """
        {
          "name": "Apple",
          "tags": [
            "a",
            "b"
          ],
          "empty": [],
          "geo": {
            "lat": 1.5
          }
        }
        """)
  }

  @Test(
    "numbers: integral values without a fraction, others shortest round-trip",
    arguments: [
      (799.0, "799"), (-0.0, "0"), (0.1, "0.1"), (29.3204, "29.3204"), (1e-7, "1e-07"),
      (9007199254740992.0, "9007199254740992"), (9007199254740994.0, "9.007199254740994e+15"),
      (-12.0, "-12"), (1.5e300, "1.5e+300"), (Double.nan, "null"),
    ])
  func numbers(value: Double, text: String) {
    #expect(JSONValue.number(value).serializedString() == text)
    if value.isFinite {
      #expect((try? JSONValue(parsing: text)) == .number(value))
    }
  }

  @Test("strings: quotes, backslashes and control characters escaped; '/' and non-ASCII kept")
  func strings() {
    let value = JSONValue.string("a\"b\\c/d\n\t\u{1}é😀")
    #expect(value.serializedString() == #""a\"b\\c/d\n\t\u0001é😀""#)
  }

  @Test("parse then print gives back the same bytes for compact input")
  func roundTrip() throws {
    let text = #"{"hits":[{"objectID":"42","price":799,"ratio":0.25,"tags":["a","b"],"x":null,"ok":false}],"q":"é \"q\""}"#
    #expect(try JSONValue(parsing: text).serializedString() == text)
  }

  @Test("accessors answer nil for the wrong kind instead of trapping")
  func accessors() {
    let value: JSONValue = ["n": 3, "f": 1.5, "s": "x", "b": true, "a": [1]]
    #expect(value["n"]?.intValue == 3)
    #expect(value["f"]?.intValue == nil)
    #expect(value["s"]?.doubleValue == nil)
    #expect(value["b"]?.boolValue == true)
    #expect(value["a"]?[0] == 1)
    #expect(value["a"]?[1] == nil)
    #expect(value["missing"] == nil)
    #expect(value[0] == nil)
    #expect(JSONValue.null.isNull)
  }
}
