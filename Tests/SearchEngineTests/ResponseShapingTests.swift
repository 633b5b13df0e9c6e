import Testing
import SearchModel
@testable import SearchEngine

/// What shapes a response without changing which records match: `restrictHighlightAndSnippetArrays`
/// and `renderingContent`.
@Suite("Response shaping: highlight arrays, renderingContent")
struct ResponseShapingTests {
  let service: LocalSearchService

  init() throws {
    var settings = IndexSettings(searchableAttributes: ["name", "tags", "variants.color"])
    settings.extra["renderingContent"] = ["facetOrdering": ["facets": ["order": ["brand"]]]]
    service = try TestIndex.service(
      [
        [
          "objectID": "1", "name": "lamp", "tags": ["red", "desk", "metal"],
          "variants": [["color": "red"], ["color": "blue"]],
        ]
      ], settings: settings)
  }

  private func search(_ extra: JSONObject) throws -> SearchResponse {
    var object = extra
    object["attributesToSnippet"] = ["tags:2"]
    object["attributesToHighlight"] = ["*"]
    return try service.run(SearchParameters(jsonObject: object))
  }

  @Test("restrictHighlightAndSnippetArrays keeps only the array elements where a query word matched")
  func restrictedArrays() throws {
    let all = try search(["query": "red"]).hits[0]
    #expect(all["_highlightResult"]?["tags"]?.arrayValue?.count == 3)
    #expect(all["_snippetResult"]?["tags"]?.arrayValue?.count == 3)
    #expect(all["_highlightResult"]?["variants"]?.arrayValue?.count == 2)

    let restricted = try search(["query": "red", "restrictHighlightAndSnippetArrays": true]).hits[0]
    #expect(restricted["_highlightResult"]?["tags"] == [["value": "<em>red</em>", "matchLevel": "full", "fullyHighlighted": true, "matchedWords": ["red"]]])
    #expect(restricted["_snippetResult"]?["tags"]?.arrayValue?.count == 1)
    // An element of objects stays when one of its values matched.
    #expect(restricted["_highlightResult"]?["variants"]?.arrayValue?.count == 1)
    #expect(restricted["_highlightResult"]?["variants"]?[0]?["color"]?["value"] == "<em>red</em>")
    // The record's own arrays are untouched, and a non-array attribute stays even unmatched.
    #expect(restricted["tags"]?.arrayValue?.count == 3)
    #expect(restricted["_highlightResult"]?["name"]?["matchLevel"] == "none")
  }

  @Test("restrictHighlightAndSnippetArrays must be a boolean")
  func restrictedArraysType() {
    #expect(throws: APIError.badRequest("Invalid value for \"restrictHighlightAndSnippetArrays\" parameter, expected boolean")) {
      try search(["query": "red", "restrictHighlightAndSnippetArrays": "sometimes"])
    }
  }

  @Test("renderingContent from the settings is in every response; the search parameter replaces it")
  func renderingContent() throws {
    #expect(try search(["query": "lamp"]).extra["renderingContent"] == ["facetOrdering": ["facets": ["order": ["brand"]]]])
    let given: JSONValue = ["facetOrdering": ["facets": ["order": ["color"]]]]
    #expect(try search(["query": "lamp", "renderingContent": given]).extra["renderingContent"] == given)
    #expect(throws: APIError.badRequest("Invalid value for \"renderingContent\" parameter, expected object")) {
      try search(["query": "lamp", "renderingContent": "none"])
    }
  }
}
