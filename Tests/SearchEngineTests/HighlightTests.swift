import Testing
import SearchModel
@testable import SearchEngine

@Suite("Highlighting and snippets mirror the record")
struct HighlightTests {
  let service: LocalSearchService

  init() throws {
    service = try TestIndex.service(
      [
        [
          "objectID": "1", "name": "Apple iPhone 15", "year": 2023,
          "specs": ["screen": "OLED display", "colors": ["Black", "Blue Titanium"]],
          "description": "one two three four five six seven eight nine ten eleven iphone twelve thirteen fourteen fifteen",
        ]
      ], settings: IndexSettings(searchableAttributes: ["name", "specs", "year", "description"]))
  }

  @Test("nested objects and arrays are mirrored; numbers are stringified")
  func tree() throws {
    let response = try service.run(SearchParameters(query: "iphone blu", attributesToHighlight: ["name", "specs", "year"]))
    let highlight = try #require(response.hits.first?["_highlightResult"]?.objectValue)
    #expect(highlight["name"] == ["value": "Apple <em>iPhone</em> 15", "matchLevel": "partial", "fullyHighlighted": false, "matchedWords": ["iphone"]])
    #expect(highlight["year"] == ["value": "2023", "matchLevel": "none", "matchedWords": []])
    let colors = highlight["specs"]?["colors"]?.arrayValue
    #expect(colors?[1] == ["value": "<em>Blu</em>e Titanium", "matchLevel": "partial", "fullyHighlighted": false, "matchedWords": ["blu"]])
    #expect(highlight["specs"]?["screen"]?["matchLevel"] == "none")
  }

  @Test("a word as much shorter than a query word as its typos allow is highlighted; one letter shorter still is not")
  func typoLengthBoundary() {
    // `keyboard` allows two typos: `keybrd` is two deletions away, `keybd` three.
    let words = QueryPlan("keyboard", options: QueryOptions()).words
    let highlighter = WordHighlighter(words: words, preTag: "<", postTag: ">")
    let text = "keybrd keybd keyboards kyboard"
    #expect(highlighter.render(text, tokens: highlighter.tokens(of: text)) == "<keybrd> keybd <keyboard>s <kyboard>")
  }

  @Test("matchLevel full and fullyHighlighted when every word matches")
  func full() throws {
    let response = try service.run(
      SearchParameters(query: "apple iphone 15", attributesToHighlight: ["name"], highlightPreTag: "[", highlightPostTag: "]"))
    let name = try #require(response.hits.first?["_highlightResult"]?["name"])
    #expect(name["value"] == "[Apple] [iPhone] [15]")
    #expect(name["matchLevel"] == "full")
    #expect(name["fullyHighlighted"] == true)
  }

  @Test("snippets keep N words around the first match, with the ellipsis")
  func snippet() throws {
    let response = try service.run(SearchParameters(query: "iphone", attributesToSnippet: ["description:4"]))
    let snippet = try #require(response.hits.first?["_snippetResult"]?["description"])
    #expect(snippet == ["value": "…eleven <em>iphone</em> twelve thirteen…", "matchLevel": "full"])
  }

  @Test("a word longer than the highlighter's first buffer is matched and wrapped whole, and one typo in it still matches")
  func longWord() {
    let long = String(repeating: "abcdefghij", count: 30)  // 300 letters: the word buffer grows
    let words = QueryPlan("\(long) zebra", options: QueryOptions()).words
    let highlighter = WordHighlighter(words: words, preTag: "<", postTag: ">")
    let typo = String(long.dropLast()) + "x"
    let text = "\(long.uppercased()) zebr \(typo)"
    #expect(highlighter.render(text, tokens: highlighter.tokens(of: text)) == "<\(long.uppercased())> <zebr> <\(typo)>")
    #expect(highlighter.matchedTokens(of: text).fullyHighlighted)
    #expect(!highlighter.matchedTokens(of: text + " other").fullyHighlighted)
  }

  @Test("a prefix with a typo wraps the bytes of the letters it matched, two-byte letters included")
  func prefixTypoWrapsScalars() {
    // `привт` is one typo from `привет`, the first six letters (twelve bytes) of `приветствие`.
    let words = QueryPlan("привт", options: QueryOptions()).words
    let highlighter = WordHighlighter(words: words, preTag: "<", postTag: ">")
    let text = "Приветствие мир"
    let matched = highlighter.matchedTokens(of: text)
    #expect(highlighter.render(text, tokens: matched.tokens) == "<Привет>ствие мир")
    #expect(highlighter.render(text, tokens: highlighter.tokens(of: text)) == "<Привет>ствие мир")
    #expect(!matched.fullyHighlighted)
  }
}
