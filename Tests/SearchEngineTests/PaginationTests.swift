import Testing
import SearchModel
@testable import SearchEngine

@Suite("Pagination: pages, offsets, edges and paginationLimitedTo")
struct PaginationTests {
  let service: LocalSearchService

  init() throws {
    service = try TestIndex.service(
      (0..<45).map { ["objectID": .string("\($0)"), "title": "item"] }, settings: IndexSettings(paginationLimitedTo: 40))
  }

  @Test("the last page holds the remainder")
  func lastPage() throws {
    let response = try service.run(SearchParameters(query: "item", page: 1, hitsPerPage: 30))
    #expect(response.nbHits == 45)
    #expect(response.nbPages == 2)
    #expect(TestIndex.ids(response) == (30..<40).map { "\($0)" })  // capped by paginationLimitedTo
  }

  @Test("a page beyond the end is empty but keeps the counts")
  func beyond() throws {
    let response = try service.run(SearchParameters(query: "item", page: 9, hitsPerPage: 10))
    #expect(response.hits.isEmpty)
    #expect(response.nbHits == 45)
    #expect(response.nbPages == 4)
    #expect(response.page == 9)
  }

  @Test("hitsPerPage 0 returns counts and facets only")
  func zero() throws {
    let response = try service.run(SearchParameters(query: "item", hitsPerPage: 0))
    #expect(response.hits.isEmpty)
    #expect(response.nbHits == 45)
    #expect(response.nbPages == 0)
  }

  @Test("offset and length replace page and hitsPerPage")
  func offsetLength() throws {
    let response = try service.run(SearchParameters(query: "item", offset: 5, length: 3))
    #expect(TestIndex.ids(response) == ["5", "6", "7"])
    #expect(response.offset == 5)
    #expect(response.length == 3)
    #expect(response.page == nil)
  }

  @Test("an out-of-range hitsPerPage is refused")
  func invalid() throws {
    #expect(throws: APIError.self) { try service.run(SearchParameters(hitsPerPage: 1001)) }
  }
}

@Suite("Pagination extremes")
struct PaginationExtremesTests {
  @Test("huge pages and offsets are empty, never an overflow")
  func huge() throws {
    let service = try TestIndex.service([["title": "a"], ["title": "b"]])
    #expect(try service.run(SearchParameters(page: Int.max / 2, hitsPerPage: 1000)).hits.isEmpty)
    #expect(try service.run(SearchParameters(offset: Int.max, length: 1000)).hits.isEmpty)
  }
}
