import SearchModel
import Testing

@Suite("Rules in responses: userData, appliedRules, renderingContent")
struct RulesResponseTests {
  /// A response as Algolia sends one when two rules applied (with getRankingInfo).
  let response = SearchResponse(
    hits: [["objectID": "1", "_rankingInfo": ["promoted": true]], ["objectID": "2", "_rankingInfo": ["nbTypos": 0]]],
    extra: [
      "userData": [["title": "Sale"], "plain"],
      "appliedRules": [["objectID": "sale-banner"], ["objectID": "pin-1", "note": 1], ["id": "no objectID"]],
      "renderingContent": [
        "facetOrdering": [
          "facets": ["order": ["brand", 3, "size"]],
          "values": [
            "brand": ["order": ["Uniqlo"], "sortRemainingBy": "count", "hide": ["Muji"]],
            "size": ["order": ["S", "M", "L"], "sortRemainingBy": "hidden"],
            "color": ["sortRemainingBy": "rainbow"],
            "bad": "not an object",
          ],
        ],
        "redirect": ["url": "https://example.org/sale"],
      ],
    ])

  @Test("userData is the array of the applied rules' data; a single value reads as one element")
  func userData() {
    #expect(response.userData == [["title": "Sale"], "plain"])
    #expect(SearchResponse(extra: ["userData": ["a": 1]]).userData == [["a": 1]])
    #expect(SearchResponse().userData == nil)
    #expect(SearchResponse(extra: ["userData": nil]).userData == nil)
  }

  @Test("appliedRules names the rules by objectID; entries without one are skipped")
  func appliedRules() {
    #expect(response.appliedRules == [AppliedRule(objectID: "sale-banner"), AppliedRule(objectID: "pin-1", extra: ["note": 1])])
    #expect(SearchResponse().appliedRules == nil)
  }

  @Test("renderingContent decodes facetOrdering and keeps what it does not model")
  func renderingContent() throws {
    let content = try #require(response.renderingContent)
    let ordering = try #require(content.facetOrdering)
    #expect(ordering.facetsOrder == ["brand", "size"])
    #expect(Array(ordering.values.keys) == ["brand", "size", "color"])
    #expect(ordering.values["brand"] == FacetValuesOrder(order: ["Uniqlo"], sortRemainingBy: .count, hide: ["Muji"]))
    #expect(ordering.values["size"]?.sortRemainingBy == .hidden)
    #expect(ordering.values["color"] == FacetValuesOrder(extra: ["sortRemainingBy": "rainbow"]))
    #expect(content.extra == ["redirect": ["url": "https://example.org/sale"]])
    #expect(SearchResponse(extra: ["renderingContent": "x"]).renderingContent == nil)
    #expect(SearchResponse(extra: ["renderingContent": ["redirect": 1]]).renderingContent?.facetOrdering == nil)
  }

  @Test("A rendering content written back is Algolia's JSON")
  func renderingContentJSON() {
    let content = RenderingContent(
      facetOrdering: FacetOrdering(facetsOrder: ["size"], values: ["size": FacetValuesOrder(order: ["S"], sortRemainingBy: .alpha)]),
      extra: ["widgets": ["banners": []]])
    #expect(JSONValue.object(content.json).serializedString()
      == #"{"facetOrdering":{"facets":{"order":["size"]},"values":{"size":{"order":["S"],"sortRemainingBy":"alpha"}}},"widgets":{"banners":[]}}"#)
    #expect(RenderingContent(json: content.json) == content)
  }

  @Test("A hit is promoted when its ranking info says so")
  func promoted() {
    #expect(response.hits.map(\.isPromotedHit) == [true, false])
  }
}
