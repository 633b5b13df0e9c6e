import Testing
import SearchModel
@testable import SearchEngine

/// Algolia's query-understanding parameters on small records: each spec fails without the feature.
@Suite("Query understanding: advancedSyntax, optionalWords, removeWordsIfNoResults, queryType, refusals")
struct QueryUnderstandingTests {
  let service: LocalSearchService

  init() throws {
    service = try TestIndex.service(
      [
        ["objectID": "1", "name": "Samsung rugged phone case", "brand": "Samsung"],
        ["objectID": "2", "name": "Apple phone case leather", "brand": "Apple"],
        ["objectID": "3", "name": "case for a phone", "brand": "Generic"],
        ["objectID": "4", "name": "phone charger", "brand": "Apple"],
        ["objectID": "5", "name": "phonebook holder", "brand": "Generic"],
      ],
      settings: IndexSettings(searchableAttributes: ["name", "brand"]))
  }

  private func search(_ query: String, _ extra: JSONObject, removal: String? = nil) throws -> [String] {
    var object = extra
    object["query"] = .string(query)
    if let removal { object["removeWordsIfNoResults"] = .string(removal) }
    let parameters = try SearchParameters(jsonObject: object)
    return try service.ids(query) { $0 = parameters }.sorted()
  }

  @Test("advancedSyntax: \"exact phrase\" needs the words in order, side by side; -word excludes")
  func advancedSyntax() throws {
    #expect(try search("\"phone case\"", [:]) == ["1", "2", "3"])
    #expect(try search("\"phone case\"", ["advancedSyntax": true]) == ["1", "2"])
    #expect(try search("phone case -samsung", ["advancedSyntax": true]) == ["2", "3"])
    #expect(try search("phone case -samsung", [:]) == ["1"])  // without it, "samsung" is a word to find
    // Only a leading minus excludes; a lone query of excluded words keeps every other record.
    #expect(try search("-apple", ["advancedSyntax": true]) == ["1", "3", "5"])
    #expect(try search("\"-apple\"", ["advancedSyntax": true]) == ["2", "4"])
    // A phrase word is neither a prefix nor typo-tolerant.
    #expect(try search("\"phone cas\"", ["advancedSyntax": true]) == [])
  }

  @Test("advancedSyntaxFeatures turns each feature on its own")
  func features() throws {
    let phraseOnly: JSONObject = ["advancedSyntax": true, "advancedSyntaxFeatures": ["exactPhrase"]]
    #expect(try search("\"phone case\" -samsung", phraseOnly) == ["1"])  // -samsung is a word to find
    let excludeOnly: JSONObject = ["advancedSyntax": true, "advancedSyntaxFeatures": ["excludeWords"]]
    #expect(try search("\"phone case\" -samsung", excludeOnly) == ["2", "3"])
  }

  @Test("optionalWords: records may lack them, those with more words rank first (words criterion)")
  func optionalWords() throws {
    #expect(try search("phone case", [:]) == ["1", "2", "3"])
    let ranked = try service.run(SearchParameters(query: "apple case", getRankingInfo: true, extra: ["optionalWords": "case"]))
    #expect(TestIndex.ids(ranked) == ["2", "4"])
    #expect(ranked.hits.map { $0["_rankingInfo"]?["words"] } == [2, 1])
    #expect(try search("apple case", ["optionalWords": ["case", "apple"]]) == ["1", "2", "3", "4"])
  }

  @Test("removeWordsIfNoResults relaxes from the end, the start, or everything, only when nothing matches")
  func removeWords() throws {
    #expect(try search("phone zzzzqqq", [:]) == [])
    #expect(try search("phone zzzzqqq", [:], removal: "lastWords") == ["1", "2", "3", "4"])
    #expect(try search("phone zzzzqqq charger", [:], removal: "lastWords") == ["1", "2", "3", "4"])
    #expect(try search("phone zzzzqqq charger", [:], removal: "firstWords") == ["4"])
    #expect(try search("phone zzzzqqq charger", [:], removal: "none") == [])
    #expect(try search("zzzzqqq charger leather", [:], removal: "allOptional") == ["2", "4"])
    // Results without relaxing: unchanged.
    #expect(try search("phone charger", [:], removal: "allOptional") == ["4"])
  }

  @Test("queryType: prefixNone matches whole words only, prefixAll every word as a prefix")
  func queryType() throws {
    #expect(try search("phone", [:]) == ["1", "2", "3", "4", "5"])
    #expect(try search("phone", ["queryType": "prefixNone"]) == ["1", "2", "3", "4"])
    #expect(try search("pho cas", [:]) == [])
    #expect(try search("pho cas", ["queryType": "prefixAll"]) == ["1", "2", "3"])
  }

  @Test("disablePrefixOnAttributes: no prefix match inside those attributes")
  func disablePrefix() throws {
    let service = try TestIndex.service(
      [["objectID": "1", "name": "phonebook"], ["objectID": "2", "name": "x", "tag": "phonebook"]],
      settings: IndexSettings(searchableAttributes: ["name", "tag"], extra: ["disablePrefixOnAttributes": ["name"]]))
    #expect(try service.ids("phone").sorted() == ["2"])
    #expect(try service.ids("phonebook").sorted() == ["1", "2"])
  }

  @Test("refused parameters and bad values get Algolia's 400 wording; documented no-ops pass")
  func refusals() throws {
    #expect(throws: APIError(message: "Unknown parameter: decompoundQuery", status: 400)) {
      _ = try service.run(SearchParameters(query: "x", extra: ["decompoundQuery": true]))
    }
    #expect(throws: APIError(message: "Unknown parameter: hitsPerPag", status: 400)) {
      _ = try service.run(SearchParameters(query: "x", extra: ["hitsPerPag": 3]))
    }
    #expect(
      throws: APIError(
        message: #"Invalid value for "queryType" parameter, expected one of "prefixLast", "prefixAll", "prefixNone""#,
        status: 400)
    ) { _ = try service.run(SearchParameters(query: "x", queryType: "prefixSome")) }
    #expect(throws: APIError.self) { _ = try service.run(SearchParameters(query: "x", removeWordsIfNoResults: "some")) }
    #expect(throws: APIError.self) { _ = try service.run(SearchParameters(query: "x", extra: ["advancedSyntax": "yes"])) }
    #expect(throws: APIError.self) { _ = try service.run(SearchParameters(query: "x", extra: ["optionalWords": 3])) }
    #expect(throws: APIError.self) {
      _ = try service.run(SearchParameters(query: "x", extra: ["advancedSyntaxFeatures": ["exactPhrases"]]))
    }
    _ = try service.run(SearchParameters(query: "x", analytics: false, extra: ["userToken": "u-1", "enableABTest": false]))
  }

  @Test("a settings file naming a refused setting fails the import with the file and the name")
  func refusedSetting() throws {
    let directory = TestIndex.temporaryDirectory()
    let path = directory + "/settings.json"
    try #"{"searchableAttributes":["name"],"decompoundedAttributes":{"de":["name"]}}"#.write(toFile: path, atomically: true, encoding: .utf8)
    #expect(throws: ImportError.self) { _ = try SettingsFile.load(path) }
    do {
      _ = try SettingsFile.load(path)
    } catch {
      #expect(error.description == "\(path): Unknown parameter: decompoundedAttributes")
    }
  }
}
