import SearchModel
import Testing

@testable import Shell

/// The shortcuts taken for replay speed (issue 11 item 9) print exactly what the long way did.
@Suite("Replay shortcuts print the same bytes")
struct ReplaySpeedTests {
  @Test("JSON strings: appended whole when nothing needs escaping, escaped scalar by scalar otherwise")
  func jsonStrings() {
    #expect(JSONText.string("Razer Phone ZL-740 — café ☕︎") == "\"Razer Phone ZL-740 — café ☕︎\"")
    #expect(JSONText.string("a\"b\\c\nd\te\u{01}\u{08}\u{0C}\r") == #""a\"b\\c\nd\te\u0001\b\f\r""#)
    #expect(JSONText.compact(.object(["k\"ey": "v"])) == #"{"k\"ey":"v"}"#)
  }

  @Test("highlights read straight from JSON equal the decoded ones, and a malformed tree is nil as decoding fails")
  func highlightsFromJSON() throws {
    let json: JSONValue = [
      "name": ["value": "<em>Phone</em> case", "matchLevel": "partial", "matchedWords": ["phone"], "fullyHighlighted": false],
      "tags": [["value": "usb", "matchLevel": "none", "matchedWords": []]],
      "specs": ["colour": ["value": "<em>Black</em>", "matchLevel": "full", "matchedWords": ["black"]]],
    ]
    let decoded = try JSONValueDecoder().decode(HighlightResult.self, from: json)
    #expect(HighlightResult(json: json) == decoded)
    #expect(HighlightResult(json: ["name": ["value": "x", "matchLevel": "most"]]) == nil)
    #expect(HighlightResult(json: ["name": 3]) == nil)
  }

  @Test("a statement repeated in a session is parsed once and runs the same; a bad one fails each time")
  @MainActor
  func parsedOnce() async throws {
    let run = try await ShellRun.script("set hitsPerPage 2\nquery phone\nstats\nstats\nhit 1\nhit 1\n")
    #expect(run.errors.isEmpty)
    let lines = run.output.split(separator: "\n")
    #expect(lines.filter { $0 == "394 results" }.count == 3)
    var cache = ParseCache()
    var parses = 0
    for _ in 0..<3 {
      _ = try cache.parsed(["stats"]) { () throws(CommandFailure) in
        parses += 1
        return try CommandTable.standard.parse(StatsCommand.self, arguments: [])
      }
    }
    #expect(parses == 1)
    for _ in 0..<2 {
      #expect(throws: CommandFailure.self) {
        try cache.parsed(["hit", "x"]) { () throws(CommandFailure) in
          parses += 1
          return try CommandTable.standard.parse(HitCommand.self, arguments: ["x"])
        }
      }
    }
    #expect(parses == 3)
  }
}
