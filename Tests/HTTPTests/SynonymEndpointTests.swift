import AlgoliaClient
import SearchModel
import Testing

/// `synonyms/search` and `synonyms/{objectID}` served from the embedded engine and read back by
/// the HTTP client: the same synonyms, Algolia's 404 and 400s.
@Suite("Synonym endpoints over HTTP", .timeLimit(.minutes(1)))
struct SynonymEndpointTests {
  @Test("search (query, type, paging) and get answer as the engine does; a missing synonym is Algolia's 404, a bad body a 400")
  func endpoints() async throws {
    let synonyms = [
      Synonym(objectID: "pants", kind: .synonym, synonyms: ["pants", "trousers"]),
      Synonym(objectID: "tablet", kind: .oneWaySynonym, synonyms: ["ipad"], input: "tablet"),
      Synonym(objectID: "foto", kind: .altCorrection2, word: "foto", corrections: ["photo"]),
    ]
    try await withServedIndex("garments", records: [["objectID": "1", "name": "red trousers"]], synonyms: synonyms) { client in
      let all = try await client.searchSynonyms(index: "garments", request: SynonymSearchRequest())
      #expect(all == SynonymSearchResponse(hits: synonyms, nbHits: 3))
      let page = try await client.searchSynonyms(index: "garments", request: SynonymSearchRequest(page: 1, hitsPerPage: 2))
      #expect(page == SynonymSearchResponse(hits: [synonyms[2]], nbHits: 3))
      let typed = try await client.searchSynonyms(
        index: "garments", request: SynonymSearchRequest(query: "ipa", kind: .oneWaySynonym))
      #expect(typed.hits.map(\.objectID) == ["tablet"])
      #expect(try await client.synonym(index: "garments", objectID: "foto") == synonyms[2])
      await #expect(throws: APIError(message: "Synonym set does not exist", status: 404)) {
        try await client.synonym(index: "garments", objectID: "nosuch")
      }
      await #expect(throws: APIError.indexNotFound("nosuch")) {
        try await client.searchSynonyms(index: "nosuch", request: SynonymSearchRequest())
      }
      #expect(throws: APIError.badRequest(#"Invalid value for "hitsPerPage" parameter, expected integer between 1 and 1000"#)) {
        try SynonymSearchRequest(json: ["hitsPerPage": "many"])
      }
    }
  }
}
