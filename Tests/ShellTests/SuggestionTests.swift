import Testing

@testable import Shell

@Suite("Did you mean: suggestions for mistyped commands")
struct SuggestionTests {
  let names = ["query", "refine", "unrefine", "facets", "filters", "filter", "stats", "next", "prev"]

  @Test("edit distance counts insertions, deletions and substitutions")
  func distance() {
    #expect(Suggestion.distance("refin", "refine") == 1)
    #expect(Suggestion.distance("rfeine", "refine") == 1)
    #expect(Suggestion.distance("", "abc") == 3)
    #expect(Suggestion.distance("kitten", "sitting") == 3)
  }

  @Test("a close typo is suggested", arguments: [("refin", "refine"), ("qeury", "query"), ("stat", "stats"), ("nxt", "next")])
  func typo(typed: String, expected: String) {
    #expect(Suggestion.closest(to: typed, in: names) == expected)
  }

  @Test("nothing is suggested for an unrelated word")
  func unrelated() {
    #expect(Suggestion.closest(to: "xyzzy", in: names) == nil)
  }

  @Test("the unknown-command message names the suggestion")
  func message() {
    let table = CommandTable.standard
    #expect(table.unknownCommandMessage("ech") == "unknown command 'ech'; did you mean echo?")
    #expect(table.unknownCommandMessage("zzzz") == "unknown command 'zzzz'; type 'help' for the list of commands")
  }
}
