import Foundation
import Testing
import SearchModel
@testable import SearchEngine

/// The index-time normalisation settings on small records: each spec fails without the setting.
@Suite("Normalisation: separatorsToIndex, camelCaseAttributes, keepDiacriticsOnCharacters, customNormalization")
struct NormalizationTests {
  private func service(_ records: [JSONValue], _ extra: JSONObject) throws -> LocalSearchService {
    try TestIndex.service(records, settings: IndexSettings(searchableAttributes: ["name"], extra: extra))
  }

  private func search(_ service: LocalSearchService, _ query: String) throws -> SearchResponse {
    try service.run(SearchParameters(jsonObject: ["query": .string(query), "queryType": "prefixNone", "typoTolerance": false]))
  }

  private func ids(_ service: LocalSearchService, _ query: String) throws -> [String] {
    TestIndex.ids(try search(service, query)).sorted()
  }

  @Test("separatorsToIndex: the listed separators are words of their own, in records and queries")
  func separators() throws {
    let records: [JSONValue] = [
      ["objectID": "1", "name": "C# in depth"], ["objectID": "2", "name": "C++ primer"], ["objectID": "3", "name": "C primer"],
    ]
    let plain = try service(records, [:])
    #expect(try ids(plain, "c#") == ["1", "2", "3"])  // "#" separates: the query is "c"
    let indexed = try service(records, ["separatorsToIndex": "+#"])
    #expect(try ids(indexed, "c#") == ["1"])
    #expect(try ids(indexed, "c++ primer") == ["2"])
    #expect(try ids(indexed, "c primer") == ["2", "3"])
    let hit = try search(indexed, "c#").hits.first
    #expect(hit?["_highlightResult"]?["name"]?["value"] == "<em>C</em><em>#</em> in depth")
  }

  @Test("camelCaseAttributes: camelCase words split into their parts in those attributes only")
  func camelCase() throws {
    let records: [JSONValue] = [["objectID": "1", "name": "iPhone camelCaseWord", "other": "camelCase"]]
    let plain = try TestIndex.service(records, settings: IndexSettings(searchableAttributes: ["name", "other"]))
    #expect(try ids(plain, "case") == [])
    let split = try TestIndex.service(
      records,
      settings: IndexSettings(searchableAttributes: ["name", "other"], extra: ["camelCaseAttributes": ["name"]]))
    #expect(try ids(split, "case word") == ["1"])
    #expect(try ids(split, "i phone") == ["1"])
    #expect(try ids(split, "camelcaseword") == [])
    let hit = try search(split, "case").hits.first
    #expect(hit?["_highlightResult"]?["name"]?["value"] == "iPhone camel<em>Case</em>Word")
    #expect(hit?["_highlightResult"]?["other"]?["value"] == "camelCase")
  }

  @Test("keepDiacriticsOnCharacters: those letters keep their diacritics; others are still folded")
  func keepDiacritics() throws {
    let records: [JSONValue] = [["objectID": "1", "name": "Pokémon Noël"], ["objectID": "2", "name": "pokemon noel"]]
    let plain = try service(records, [:])
    #expect(try ids(plain, "pokemon") == ["1", "2"])
    let kept = try service(records, ["keepDiacriticsOnCharacters": "é"])
    #expect(try ids(kept, "pokemon") == ["2"])
    #expect(try ids(kept, "pokémon") == ["1"])
    #expect(try ids(kept, "POKÉMON") == ["1"])
    #expect(try ids(kept, "noel") == ["1", "2"])
  }

  @Test("customNormalization: a character reads as its replacement, in records and queries")
  func custom() throws {
    let records: [JSONValue] = [["objectID": "1", "name": "Müller Straße"], ["objectID": "2", "name": "Muller"]]
    let plain = try service(records, [:])
    #expect(try ids(plain, "muller") == ["1", "2"])
    #expect(try ids(plain, "mueller") == [])
    let german = try service(records, ["customNormalization": ["default": ["ü": "ue", "ß": "ss"]]])
    #expect(try ids(german, "mueller") == ["1"])
    #expect(try ids(german, "müller strasse") == ["1"])
    #expect(try ids(german, "muller") == ["2"])
  }

  @Test("bad values fail the import with the settings file and Algolia's wording")
  func badValues() throws {
    func message(_ json: String) -> String? {
      let path = TestIndex.temporaryDirectory() + "/settings.json"
      do {
        try json.write(toFile: path, atomically: true, encoding: .utf8)
        _ = try SettingsFile.load(path)
        return nil
      } catch {
        return "\(error)"
      }
    }
    #expect(message(#"{"separatorsToIndex":3}"#)?.hasSuffix(#"Invalid value for "separatorsToIndex" parameter, expected string"#) == true)
    #expect(message(#"{"customNormalization":{"default":{"ab":"x"}}}"#)?.contains(#"Invalid value for "customNormalization""#) == true)
    #expect(message(#"{"camelCaseAttributes":1}"#)?.hasSuffix(#"Invalid value for "camelCaseAttributes" parameter, expected array of strings"#) == true)
    #expect(message(#"{"keepDiacriticsOnCharacters":"ø","customNormalization":{"default":{"ä":"ae"}}}"#) == nil)
  }
}
