import AlgoliaClient
import SearchEngine
import SearchModel
import Testing

/// `rules/search` and `rules/{objectID}` served from the embedded engine and read back by the
/// HTTP client: the same rules, Algolia's 404 and 400s; a search's rule fields over the wire.
@Suite("Rule endpoints over HTTP", .timeLimit(.minutes(1)))
struct RuleEndpointTests {
  @Test("search (query, anchoring, context, enabled, paging) and get answer as the engine does; a missing rule is Algolia's 404, a bad body a 400")
  func endpoints() async throws {
    let rules = try RulesFile.parse(
      Array(
        """
        [{"objectID": "phones", "conditions": [{"pattern": "phone", "anchoring": "contains"}], "consequence": {"userData": {"banner": "phones"}}, "description": "Phone banner"},
         {"objectID": "mobile-only", "conditions": [{"pattern": "case", "anchoring": "is", "context": "mobile"}], "consequence": {"promote": [{"objectID": "2", "position": 0}]}},
         {"objectID": "off", "enabled": false, "consequence": {"hide": [{"objectID": "1"}]}}]
        """.utf8), path: "rules.json")
    let records: [JSONValue] = [["objectID": "1", "name": "red phone"], ["objectID": "2", "name": "phone case"]]
    try await withServedIndex("items", records: records, rules: rules) { client in
      let all = try await client.searchRules(index: "items", request: RuleSearchRequest())
      #expect(all == RuleSearchResponse(hits: rules, nbHits: 3, page: 0, nbPages: 1))
      let page = try await client.searchRules(index: "items", request: RuleSearchRequest(page: 1, hitsPerPage: 2))
      #expect(page == RuleSearchResponse(hits: [rules[2]], nbHits: 3, page: 1, nbPages: 2))
      #expect(try await client.searchRules(index: "items", request: RuleSearchRequest(query: "bann")).hits.map(\.objectID) == ["phones"])
      #expect(try await client.searchRules(index: "items", request: RuleSearchRequest(anchoring: .is)).hits.map(\.objectID) == ["mobile-only"])
      #expect(try await client.searchRules(index: "items", request: RuleSearchRequest(context: "mobile")).hits.map(\.objectID) == ["mobile-only"])
      #expect(try await client.searchRules(index: "items", request: RuleSearchRequest(enabled: false)).hits.map(\.objectID) == ["off"])
      #expect(try await client.rule(index: "items", objectID: "mobile-only") == rules[1])
      await #expect(throws: APIError(message: "ObjectID does not exist", status: 404)) {
        try await client.rule(index: "items", objectID: "nosuch")
      }
      await #expect(throws: APIError.indexNotFound("nosuch")) {
        try await client.searchRules(index: "nosuch", request: RuleSearchRequest())
      }
      #expect(throws: APIError.badRequest(#"Invalid value for "anchoring" parameter, expected one of "is", "startsWith", "endsWith", "contains""#)) {
        try RuleSearchRequest(json: ["anchoring": "near"])
      }
      var parameters = SearchParameters(query: "case", getRankingInfo: true)
      parameters.extra["ruleContexts"] = ["mobile"]
      let response = try await client.search(index: "items", parameters: parameters)
      #expect(response.extra["appliedRules"] == [["objectID": "mobile-only"]])
      #expect(response.hits.first?["objectID"] == "2")
      #expect(response.hits.first?["_rankingInfo"]?["promoted"] == true)
      let banner = try await client.search(index: "items", parameters: SearchParameters(query: "red phone"))
      #expect(banner.extra["userData"] == [["banner": "phones"]])
    }
  }
}
