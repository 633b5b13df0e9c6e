import Foundation
import Testing
import SearchModel
@testable import SearchEngine

/// The rules file of an import: Algolia's export format read and written back unchanged, errors
/// naming file, line and column (and the rule and field for a meaning error), and a bad file
/// leaving the previous index live with its rules.
@Suite("Query rules: the rules file")
struct RuleImportTests {
  private func write(_ text: String) throws -> String {
    let path = TestIndex.temporaryDirectory() + "/rules.json"
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  private func failure(_ text: String) throws -> String {
    let path = try write(text)
    do {
      _ = try RulesFile.load(path)
      Issue.record("no error for \(text)")
      return ""
    } catch {
      #expect(error.description.hasPrefix("\(path): "), "\(error)")
      return String(error.description.dropFirst(path.count + 2))
    }
  }

  @Test("an exported rule reads and writes back exactly, unknown keys (_metadata) included")
  func roundTrip() throws {
    let text = """
      {"objectID": "promo", "conditions": [{"pattern": "{facet:brand} phone", "anchoring": "contains", "alternatives": true, "context": "web", "filters": "type:phone"}],
       "consequence": {"params": {"query": {"edits": [{"type": "remove", "delete": "{facet:brand}"}]}, "automaticFacetFilters": [{"facet": "brand", "disjunctive": true, "score": 2}], "hitsPerPage": 5},
         "promote": [{"objectID": "1", "position": 0}, {"objectIDs": ["2", "3"], "position": 3}], "filterPromotes": true, "hide": [{"objectID": "9"}], "userData": {"banner": "x"}},
       "description": "Phones by brand", "enabled": true, "validity": [{"from": 1, "until": 2}], "tags": ["visual-editor"], "_metadata": {"lastUpdate": 1700000000}}
      """
    let object = try #require(try JSONValue(parsing: text).objectValue)
    let rule = try Rule(json: object)
    #expect(rule.json == object)
    #expect(try Rule(json: rule.json) == rule)
    let legacy: JSONObject = ["objectID": "old", "condition": ["pattern": "a", "anchoring": "is"], "consequence": [:]]
    #expect(try Rule(json: legacy).json == legacy)
  }

  @Test("a malformed file fails naming the file, line and column")
  func syntax() throws {
    let message = try failure("[\n  {\"objectID\": \"a\" \"consequence\": {}}\n]")
    #expect(message.contains("line 2, column 20"), "\(message)")
  }

  @Test("a rule that means nothing fails naming its line, objectID and field")
  func meaning() throws {
    let anchoring = try failure(
      "[\n  {\"objectID\": \"ok\", \"consequence\": {}},\n  {\"objectID\": \"bad\", \"conditions\": [{\"pattern\": \"x\", \"anchoring\": \"near\"}], \"consequence\": {}}\n]")
    #expect(
      anchoring == "line 3, column 3: rule 2: rule \"bad\": conditions[0].anchoring: unknown anchoring \"near\", expected one of is, startsWith, endsWith, contains")
    let cases: [(String, String)] = [
      (#"[{"objectID": "c", "conditions": [{"context": "a b"}]}]"#, #"rule "c": conditions[0].context"#),
      (#"[{"objectID": "f", "conditions": [{"filters": "brand:A OR brand:B"}]}]"#, #"rule "f": conditions[0].filters: filters of a condition cannot be combined with OR"#),
      (#"[{"objectID": "n", "conditions": [{"filters": "price > 3"}]}]"#, #"rule "n": conditions[0].filters: numeric filters"#),
      (#"[{"objectID": "p", "conditions": [{"pattern": "x"}]}]"#, #"rule "p": conditions[0]: pattern and anchoring go together"#),
      (#"[{"objectID": "e", "conditions": [{"pattern": "", "anchoring": "contains"}]}]"#, #"rule "e": conditions[0].pattern: an empty pattern needs anchoring is"#),
      (#"[{"objectID": "v", "validity": [{"from": 5, "until": 1}], "consequence": {}}]"#, #"rule "v": validity[0]"#),
      (#"[{"objectID": "q", "consequence": {"promote": [{"objectID": "1", "position": 301}]}}]"#, #"rule "q": consequence.promote[0].position: must be between 0 and 300"#),
      (#"[{"objectID": "h", "consequence": {"params": {"hitsPerPage": "many"}}}]"#, #"rule "h": consequence.params.hitsPerPage: expected integer"#),
      (#"[{"objectID": "u", "consequence": {"params": {"naturalLanguages": ["en"]}}}]"#, #"rule "u": consequence.params: Unknown parameter: naturalLanguages"#),
      (#"[{"objectID": "a", "conditions": [{"pattern": "x", "anchoring": "is"}], "consequence": {"params": {"automaticFacetFilters": ["brand"]}}}]"#, #"rule "a": consequence.params.automaticFacetFilters: facet brand is not a {facet:brand} placeholder"#),
      (#"[{"objectID": "r", "consequence": {"params": {"query": {"edits": [{"type": "replace", "delete": "x"}]}}}}]"#, #"rule "r": consequence.params.query.edits[0]: a replace edit needs insert"#),
      (#"[{"objectID": "d", "consequence": {}}, {"objectID": "d", "consequence": {}}]"#, #"objectID "d" already used on line 1"#),
      (#"[{"consequence": {}}]"#, "Missing objectID"),
    ]
    for (text, expected) in cases {
      let message = try failure(text)
      #expect(message.contains(expected), "\(message)")
    }
  }

  @Test("rules are stored with the index generation: they survive reopening and a re-import replaces them")
  func stored() throws {
    let directory = TestIndex.temporaryDirectory() + "/items"
    let rules = try RulesFile.parse(Array(#"[{"objectID": "r", "consequence": {"userData": {"a": 1}}}]"#.utf8), path: "r.json")
    _ = try IndexImporter(directory: directory, rules: rules).importRecords([["objectID": "1", "name": "x"]])
    #expect(try LocalSearchService(paths: [directory]).run(SearchParameters()).extra["userData"] == [["a": 1]])
    _ = try IndexImporter(directory: directory).importRecords([["objectID": "1", "name": "x"]])
    #expect(try LocalSearchService(paths: [directory]).run(SearchParameters()).extra["userData"] == nil)
  }

  @Test("instantsearch import with a bad rules file fails with file:line:column and the previous index stays live with its rules",
    .enabled(if: TestIndex.executable != nil, "the instantsearch executable is not built next to the tests (swift build)"))
  func badFileKeepsIndex() throws {
    let root = TestIndex.temporaryDirectory()
    let directory = root + "/items"
    try Data(#"[{"objectID": "1", "name": "phone"}, {"objectID": "2", "name": "case"}]"#.utf8).write(to: URL(fileURLWithPath: root + "/records.json"))
    try Data("{}".utf8).write(to: URL(fileURLWithPath: root + "/settings.json"))
    try Data(#"[{"objectID": "pin", "consequence": {"promote": [{"objectID": "2", "position": 0}]}}]"#.utf8)
      .write(to: URL(fileURLWithPath: root + "/good.json"))
    try Data("[\n  {\"objectID\": \"x\", \"consequence\": {\"hide\": [{\"objectID\": 3}]}}\n]".utf8)
      .write(to: URL(fileURLWithPath: root + "/bad.json"))
    func run(_ rules: String) throws -> (Int32, String) {
      try TestIndex.run(
        ["import", root + "/records.json", "--index", directory, "--settings", root + "/settings.json", "--rules", rules])
    }
    #expect(try run(root + "/good.json").0 == 0)
    let current = try String(contentsOfFile: directory + "/CURRENT", encoding: .utf8)
    let (status, message) = try run(root + "/bad.json")
    #expect(status != 0)
    #expect(message.contains("\(root)/bad.json: line 2, column 3: rule 1: rule \"x\": consequence.hide[0].objectID: expected a string"), "\(message)")
    #expect(try String(contentsOfFile: directory + "/CURRENT", encoding: .utf8) == current)
    #expect(try LocalSearchService(paths: [directory]).ids("phone") == ["2", "1"])
  }
}
