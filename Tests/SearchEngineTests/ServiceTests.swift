import Testing
import SearchModel
@testable import SearchEngine

@Suite("LocalSearchService: indexes, replicas, objects, browse, distinct, errors")
struct ServiceTests {
  let service: LocalSearchService

  init() throws {
    service = try TestIndex.service(
      [
        ["objectID": "1", "title": "red shirt", "group": "shirts", "price": 20, "secret": "x"],
        ["objectID": "2", "title": "blue shirt", "group": "shirts", "price": 10, "secret": "y"],
        ["objectID": "3", "title": "red hat", "group": "hats", "price": 5, "secret": "z"],
      ],
      settings: IndexSettings(
        attributesForFaceting: ["group"], unretrievableAttributes: ["secret"], attributeForDistinct: "group",
        replicas: ["items_price_asc"]))
  }

  @Test("an unknown index gives Algolia's 404")
  func unknownIndex() async throws {
    await #expect(throws: APIError.indexNotFound("nope")) {
      _ = try await service.search(index: "nope", parameters: SearchParameters())
    }
  }

  @Test("listIndexes lists the primary and its replicas")
  func list() async throws {
    let indexes = try await service.listIndexes()
    #expect(indexes.map(\.name) == ["items", "items_price_asc"])
    #expect(indexes.map(\.entries) == [3, 3])
  }

  @Test("unretrievable attributes never come back; attributesToRetrieve trims")
  func retrieve() throws {
    let all = try service.run(SearchParameters(query: "hat"))
    #expect(all.hits.first?["secret"] == nil)
    let trimmed = try service.run(SearchParameters(query: "hat", attributesToRetrieve: ["title"], attributesToHighlight: []))
    #expect(trimmed.hits.first == ["objectID": "3", "title": "red hat"])
  }

  @Test("object by objectID, and Algolia's 404 when absent")
  func object() throws {
    #expect(try service.object(index: "items", objectID: "2", attributesToRetrieve: ["price"]) == ["objectID": "2", "price": 10])
    #expect(throws: APIError(message: "ObjectID does not exist", status: 404)) {
      _ = try service.object(index: "items", objectID: "9")
    }
  }

  @Test("browse pages through every match with a cursor")
  func browse() throws {
    let first = try service.browsePage(index: "items", parameters: SearchParameters(hitsPerPage: 2))
    #expect(first.hits.map { $0["objectID"]?.stringValue } == ["1", "2"])
    #expect(first.nbHits == 3)
    let cursor = try #require(first.cursor)
    let second = try service.browsePage(index: "items", parameters: SearchParameters(hitsPerPage: 2), cursor: cursor)
    #expect(second.hits.map { $0["objectID"]?.stringValue } == ["3"])
    #expect(second.cursor == nil)
    #expect(throws: APIError.self) { _ = try service.browsePage(index: "items", parameters: SearchParameters(), cursor: "zz") }
  }

  @Test("distinct keeps the best hit per group and counts groups")
  func distinct() throws {
    let response = try service.run(SearchParameters(query: "red", distinct: .bool(true)))
    #expect(TestIndex.ids(response) == ["1", "3"])
    let shirts = try service.run(SearchParameters(query: "shirt", distinct: .bool(true)))
    #expect(shirts.nbHits == 1)
  }

  @Test("a query over 512 bytes is refused with Algolia's message")
  func longQuery() throws {
    let error = #expect(throws: APIError.self) { try service.run(SearchParameters(query: String(repeating: "a", count: 513))) }
    #expect(error?.message == "Invalid value for \"query\" parameter, expected string shorter than 512 bytes")
  }
}
