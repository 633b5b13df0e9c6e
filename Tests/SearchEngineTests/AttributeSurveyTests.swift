import Foundation
import Testing
import SearchModel
@testable import SearchEngine

/// What `import` without settings reports and suggests (`--suggest-settings`).
@Suite("Attribute survey: suggested settings for an import without settings")
struct AttributeSurveyTests {
  private func survey(_ count: Int, _ make: (Int) -> JSONObject) -> AttributeSurvey {
    var survey = AttributeSurvey()
    for i in 0..<count { survey.add(make(i)) }
    return survey
  }

  @Test("names first, facet-like text next, long text unordered; few-valued text and booleans as facets; links, identifiers and numbers left out")
  func suggestions() {
    let brands = ["Apple", "Samsung", "Sony", "LG"]
    let survey = survey(200) { i in
      [
        "objectID": .string("\(i)"), "sku": .string("SKU\(i)"), "name": .string("Phone model \(i) deluxe"),
        "brand": .string(brands[i % 4]), "tags": ["new", i % 2 == 0 ? "sale" : "promo"],
        "description": .string(String(repeating: "a long text about the product ", count: 4)),
        "image": .string("https://example.com/\(i).png"), "price": .number(Double(i)), "in_stock": .bool(i % 3 == 0),
        "_geoloc": ["lat": 1, "lng": 2],
      ]
    }
    let settings = survey.suggestedSettings()
    #expect(settings["searchableAttributes"] == ["name", "brand", "tags", "unordered(description)"])
    #expect(settings["attributesForFaceting"] == ["brand", "tags", "in_stock"])
    let table = survey.table()
    #expect(table.contains("price"))
    #expect(table.split(separator: "\n").first { $0.hasPrefix("price") }?.hasSuffix("filters as a number") == true)
    #expect(table.split(separator: "\n").first { $0.hasPrefix("sku") }?.hasSuffix("-") == true)
    #expect(!table.contains("_geoloc") && !table.contains("objectID"))
  }
}

extension AttributeSurveyTests {
  @Test("text with more distinct values than are counted is never a facet, however many records there are")
  func manyValues() {
    var survey = AttributeSurvey()
    for i in 0..<60_000 { survey.add(["title": .string("record number \(i)"), "kind": .string(["a", "b"][i % 2])]) }
    #expect(survey.suggestedSettings()["attributesForFaceting"] == ["kind"])
  }

  @Test("a title comes before a list of short names (a film's cast), shorter though the names are")
  func titleBeforeCast() {
    let survey = survey(2_000) { i in
      [
        "title": .string("The Film Number \(i)"), "cast": [.string("Actor \(i)"), .string("Actress \(i + 1)")],
        "extract": .string(String(repeating: "a plot summary that goes on ", count: 5)),
      ]
    }
    #expect(survey.suggestedSettings()["searchableAttributes"] == ["title", "cast", "unordered(extract)"])
  }

  @Test("a few records' lists whose values repeat are searchable facets; single words that never repeat are neither")
  func smallFile() {
    let genres: [JSONValue] = [["SciFi", "Classic"], ["SciFi"], ["SciFi", "Cyberpunk"]]
    let survey = survey(3) { i in
      ["title": .string(["Dune", "Dune Messiah", "Neuromancer"][i]), "genres": genres[i], "tags": [.string("t\(i)")]]
    }
    #expect(survey.suggestedSettings()["attributesForFaceting"] == ["genres"])
    #expect(survey.suggestedSettings()["searchableAttributes"] == ["title", "genres"])
  }
}

/// `instantsearch import` without settings, and `--suggest-settings FILE`, as a user runs them.
@Suite("import --suggest-settings")
struct SuggestSettingsCommandTests {
  private func run(_ arguments: [String]) throws -> (status: Int32, errors: String) {
    try TestIndex.run(arguments)
  }

  @Test("without settings the attributes are listed; --suggest-settings writes them as a settings file, never over an existing one",
    .enabled(if: TestIndex.executable != nil, "the instantsearch executable is not built next to the tests (swift build)"))
  func suggest() throws {
    let root = TestIndex.temporaryDirectory()
    let records = root + "/records.ndjson"
    let lines = (0..<40).map { #"{"objectID":"\#($0)","name":"lamp model \#($0)","brand":"\#(["Acme", "Lux"][$0 % 2])"}"# }
    try Data(lines.joined(separator: "\n").utf8).write(to: URL(fileURLWithPath: records))
    let plain = try run(["import", records, "--index", root + "/plain"])
    #expect(plain.status == 0)
    #expect(plain.errors.contains("no settings given"))
    #expect(plain.errors.contains("--suggest-settings FILE writes these suggestions"))
    let suggested = root + "/settings.json"
    #expect(try run(["import", records, "--index", root + "/plain", "--suggest-settings", suggested]).status == 0)
    let settings = try JSONValue(parsing: Array(try Data(contentsOf: URL(fileURLWithPath: suggested))))
    #expect(settings["attributesForFaceting"] == ["brand"])
    #expect(settings["searchableAttributes"] == ["name", "brand"])
    let again = try run(["import", records, "--index", root + "/plain", "--suggest-settings", suggested])
    #expect(again.status != 0)
    #expect(again.errors.contains("exists; name a new file"))
    // The suggested file imports as is, and brand then has counts.
    #expect(try run(["import", records, "--index", root + "/faceted", "--settings", suggested]).status == 0)
    let response = try LocalSearchService(paths: [root + "/faceted"]).run("faceted", SearchParameters(facets: ["brand"]))
    #expect(response.facets?["brand"]?["Acme"] == 20)
  }
}
