import Foundation
import SearchEngine
import SearchModel
import Testing

@testable import Shell

/// `facets` in the rules' order, `rules`, and pinned hits, on a small index imported with
/// settings (a facet ordering) and query rules (a banner, a pin, an ordering of their own).
@Suite("Rules in the shell: dynamic facets, rules, pinned hits")
@MainActor
struct RulesCommandTests {
  static let records: [JSONValue] = [
    ["objectID": "1", "name": "red lamp", "brand": "Acme", "color": "red"],
    ["objectID": "2", "name": "blue lamp", "brand": "Lumo", "color": "blue"],
    ["objectID": "3", "name": "green lamp", "brand": "Acme", "color": "green"],
    ["objectID": "4", "name": "desk lamp", "brand": "Zeta", "color": "red"],
  ]

  static let rules: [JSONValue] = [
    [
      "objectID": "sale-banner",
      "conditions": [["pattern": "lamp", "anchoring": "contains"]],
      "consequence": ["userData": ["title": "Lamps on sale"]],
    ],
    [
      "objectID": "pin-desk",
      "conditions": [["pattern": "desk", "anchoring": "contains"]],
      "consequence": [
        "promote": [["objectID": "2", "position": 0]],
        "params": ["renderingContent": ["facetOrdering": ["facets": ["order": ["color"]], "values": ["color": ["order": ["red"], "sortRemainingBy": "alpha"]]]]],
      ],
    ],
  ]

  func run(_ script: String, withRules: Bool = true, ordering: Bool = true, json: Bool = false) async throws -> ShellRun {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("rules-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: directory) }
    var settings = IndexSettings(searchableAttributes: ["name"], attributesForFaceting: ["brand", "color"])
    if ordering {
      settings.extra["renderingContent"] = ["facetOrdering": ["facets": ["order": ["brand", "color"]], "values": ["brand": ["order": ["Zeta"], "hide": ["Lumo"]]]]]
    }
    let rules = withRules ? try Self.rules.map { value in try Rule(json: value.objectValue ?? [:]) } : []
    _ = try IndexImporter(directory: directory, settings: settings, rules: rules).importRecords(Self.records)
    return try await ShellRun.script(script, configure: { $0.indexDirectories = [directory]; $0.keepGoing = true; $0.json = json })
  }

  @Test("facets without an attribute lists the settings' facet ordering: pinned first, hidden left out")
  func dynamicFacets() async throws {
    let run = try await self.run("query lamp\nrefine brand=Acme\nfacets\n")
    #expect(run.errors == "")
    let lines = run.output.split(separator: "\n").map(String.init).suffix(6)
    #expect(lines.map { $0.replacingOccurrences(of: " ", with: "").filter { $0.isLetter || $0.isNumber || $0 == "[" || $0 == "]" } }
      == ["brand", "[]Zeta1", "[x]Acme2", "color", "[]green1", "[]red1"])
  }

  @Test("a rule's renderingContent replaces the settings' ordering; --json lists the facets in order")
  func ruleOrdering() async throws {
    let run = try await self.run("query desk lamp\nfacets\n", json: true)
    #expect(run.errors == "")
    let last = try #require(run.output.split(separator: "\n").last)
    #expect(String(last) == #"{"facets":[{"attribute":"color","values":[{"value":"red","count":1,"isRefined":false}]}]}"#)
  }

  @Test("without a facet ordering, facets still asks for an attribute, saying why and which there are")
  func noOrdering() async throws {
    let run = try await self.run("query lamp\nfacets\n", withRules: false, ordering: false)
    #expect(run.errors.contains("facets: give an attribute (brand, color): the index has no facet ordering"))
  }

  @Test("rules names the rules that applied and their userData; none when none applied")
  func rulesCommand() async throws {
    let run = try await self.run("query desk lamp\nrules\nquery blue\nrules\n")
    #expect(run.errors == "")
    #expect(run.output.contains("rules applied: "))
    #expect(run.output.contains("pin-desk") && run.output.contains("sale-banner"))
    #expect(run.output.contains(#"userData: {"title":"Lamps on sale"}"#))
    #expect(run.output.contains("no rule applied to the last search\n"))
  }

  @Test("a pinned hit is marked in text and carries promoted in --json; other hits show no ranking info")
  func pinned() async throws {
    let run = try await self.run("query desk lamp\nhits\nhit 2 --raw\n")
    #expect(run.errors == "")
    #expect(run.output.contains("  1. [pinned] blue *lamp*"))
    #expect(!run.output.contains("nbTypos"))
    let json = try await self.run("query desk lamp\nhits\n", json: true)
    #expect(json.output.contains(#""_rankingInfo":{"promoted":true}"#))
    let plain = try await self.run("query lamp\nhits\n")
    #expect(!plain.output.contains("[pinned]"))
  }

  @Test("a user who sets getRankingInfo sees all of it, and rules still reports")
  func userRankingInfo() async throws {
    let run = try await self.run("set getRankingInfo true\nquery desk lamp\nhit 2 --raw\nrules\n")
    #expect(run.errors == "")
    #expect(run.output.contains("nbTypos"))
    #expect(run.output.contains("pin-desk"))
    let off = try await self.run("set getRankingInfo false\nquery desk lamp\nrules\n")
    #expect(off.output.contains("the backend did not say which rules applied"))
  }
}
