import Testing
import SearchModel
@testable import SearchEngine

/// `ignorePlurals`, `removeStopWords`, `queryLanguages` and `indexLanguages` on small records: each
/// spec fails without the feature.
@Suite("Languages: ignorePlurals, removeStopWords, queryLanguages, indexLanguages")
struct LanguageTests {
  let service: LocalSearchService

  init() throws {
    service = try TestIndex.service(
      [
        ["objectID": "1", "name": "red car"],
        ["objectID": "2", "name": "two blue cars"],
        ["objectID": "3", "name": "a child's bike"],
        ["objectID": "4", "name": "bikes for children"],
        ["objectID": "5", "name": "the city of lights"],
        ["objectID": "6", "name": "cities by night"],
        ["objectID": "7", "name": "mouse trap"],
        ["objectID": "8", "name": "mice in the house"],
      ],
      settings: IndexSettings(searchableAttributes: ["name"]))
  }

  private func search(_ query: String, _ extra: JSONObject) throws -> SearchResponse {
    var object = extra
    object["query"] = .string(query)
    return try service.run(SearchParameters(jsonObject: object))
  }

  private func ids(_ query: String, _ extra: JSONObject = [:]) throws -> [String] {
    TestIndex.ids(try search(query, extra)).sorted()
  }

  @Test("ignorePlurals: singular and plural forms match each other, regular and irregular")
  func plurals() throws {
    #expect(try ids("car red", [:]) == ["1"])
    #expect(try ids("cars blue", [:]) == ["2"])
    #expect(try ids("car blue", [:]) == [])
    #expect(try ids("car blue", ["ignorePlurals": true]) == ["2"])
    #expect(try ids("cars red", ["ignorePlurals": true]) == ["1"])
    #expect(try ids("city night", ["ignorePlurals": true]) == ["6"])
    #expect(try ids("children bike", ["ignorePlurals": true]) == ["3", "4"])
    #expect(try ids("mouse house", ["ignorePlurals": true]) == ["8"])
    #expect(try ids("mouse house", ["ignorePlurals": false]) == [])
    #expect(try ids("mouse house", ["ignorePlurals": ["en"]]) == ["8"])
    #expect(try ids("mouse house", ["ignorePlurals": "true"]) == ["8"])
  }

  @Test("ignorePlurals: a plural form is no typo and counts as an exact word")
  func pluralFigures() throws {
    let response = try search("cars red", ["ignorePlurals": true, "getRankingInfo": true])
    let info = response.hits.first?["_rankingInfo"]
    #expect(info?["nbTypos"] == 0)
    #expect(info?["nbExactWords"] == 2)
    // The plural form is highlighted as the word it stands for.
    #expect(response.hits.first?["_highlightResult"]?["name"]?["value"] == "<em>red</em> <em>car</em>")
  }

  @Test("removeStopWords: stop words leave the query, never a prefix word nor the whole query")
  func stopWords() throws {
    // "the" must match without removal: record 7 lacks it.
    #expect(try ids("the mouse trap", [:]) == [])
    #expect(try ids("the mouse trap", ["removeStopWords": true]) == ["7"])
    #expect(try ids("the mouse trap", ["removeStopWords": ["en"]]) == ["7"])
    let response = try search("the mouse trap", ["removeStopWords": true, "getRankingInfo": true])
    #expect(response.extra["parsedQuery"] == "mouse trap")
    // The last word is a prefix (queryType prefixLast): kept.
    #expect(try ids("mouse trap the", ["removeStopWords": true]) == [])
    #expect(try ids("mouse trap the", ["removeStopWords": true, "queryType": "prefixNone"]) == ["7"])
    // prefixAll: every word is a prefix, nothing is removed.
    #expect(try ids("the mouse trap", ["removeStopWords": true, "queryType": "prefixAll"]) == [])
    // A query of stop words only keeps them.
    #expect(try ids("the of", ["removeStopWords": true, "queryType": "prefixNone"]) == ["5"])
    // Inside quotes (advanced syntax) a stop word is part of the phrase.
    #expect(try ids("\"the city\" lights", ["removeStopWords": true, "advancedSyntax": true]) == ["5"])
  }

  @Test("queryLanguages picks the lists true uses; indexLanguages is the default; a list overrides both")
  func languages() throws {
    // "die" is a German stop word, not an English one.
    let records: [JSONValue] = [["objectID": "1", "name": "die cast model"], ["objectID": "2", "name": "cast model"]]
    let german = try TestIndex.service(records, settings: IndexSettings(extra: ["indexLanguages": ["de"]]))
    let plain = try TestIndex.service(records)
    func found(_ service: LocalSearchService, _ extra: JSONObject) throws -> [String] {
      var object = extra
      object["query"] = "die cast model"
      return TestIndex.ids(try service.run(SearchParameters(jsonObject: object))).sorted()
    }
    #expect(try found(plain, ["removeStopWords": true, "queryLanguages": ["en"]]) == ["1"])
    #expect(try found(plain, ["removeStopWords": true, "queryLanguages": ["de"]]) == ["1", "2"])
    #expect(try found(plain, ["removeStopWords": ["de"], "queryLanguages": ["en"]]) == ["1", "2"])
    // true without languages: every list the engine has (Algolia: every supported language).
    #expect(try found(plain, ["removeStopWords": true]) == ["1", "2"])
    #expect(try found(german, ["removeStopWords": true]) == ["1", "2"])
    #expect(try found(german, ["removeStopWords": true, "queryLanguages": ["en"]]) == ["1"])
  }

  @Test("bad values and languages without lists get a 400 that says what")
  func refusals() throws {
    func message(_ extra: JSONObject) -> String? {
      do {
        _ = try search("cars", extra)
        return nil
      } catch let error as APIError {
        return error.message
      } catch {
        return "\(error)"
      }
    }
    #expect(message(["ignorePlurals": 3]) == "Invalid value for \"ignorePlurals\" parameter, expected boolean or array of supported language ISO codes")
    #expect(message(["removeStopWords": ["english"]]) == "Invalid value for \"removeStopWords\" parameter, expected boolean or array of supported language ISO codes")
    #expect(message(["queryLanguages": "xx"]) == "Invalid value for \"queryLanguages\" parameter, expected array of supported language ISO codes")
    #expect(message(["ignorePlurals": ["fr"]]) == "No plural forms for \"fr\" in the embedded engine (English, \"en\", only)")
    #expect(message(["ignorePlurals": true, "queryLanguages": ["en", "fr"]])?.hasPrefix("No plural forms for \"fr\"") == true)
    #expect(message(["removeStopWords": ["ja"]])?.hasPrefix("No stop words for \"ja\" in the embedded engine (it has da, de, en") == true)
    #expect(message(["ignorePlurals": true, "removeStopWords": ["en"], "queryLanguages": ["en"]]) == nil)
  }
}
