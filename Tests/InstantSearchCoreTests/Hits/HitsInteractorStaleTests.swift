import Testing
import SearchModel
@testable import InstantSearchCore

@MainActor
@Suite("HitsInteractor and responses in flight")
struct HitsInteractorStaleTests {
  func page(_ page: Int, _ names: [String], query: String) -> SearchResponse {
    SearchResponse(
      hits: names.map { ["name": .string($0)] }, nbHits: 100, page: page, nbPages: 10, hitsPerPage: names.count, query: query
    )
  }

  @Test("A page of the previous results arriving after a filter change is not shown")
  func stalePageAfterFilterChange() async {
    let service = ControllableSearchService()
    let searcher = HitsSearcher(service: service, indexName: "i")
    let filterState = FilterState()
    let interactor = HitsInteractor<JSONObject>(infiniteScrolling: .off, decoder: .raw)
    let connector = HitsConnector(searcher: searcher, interactor: interactor, filterState: filterState)
    var calls = service.requests.makeAsyncIterator()

    let first = searcher.triggerSearch()
    await calls.next()?.respond(page(0, ["a", "b"], query: ""))
    await first.value
    #expect(interactor.numberOfHits() == 2)

    let next = Task { await interactor.loadNextPage() }
    let pageOne = await calls.next()
    filterState.notify(.add(facet("color", "red"), to: .and(name: "color")))
    let fresh = await calls.next()
    #expect(interactor.numberOfHits() == 0)

    pageOne?.respond(page(1, ["c", "d"], query: ""))
    _ = await next.value
    #expect(interactor.numberOfHits() == 0)

    fresh?.respond(page(0, ["x"], query: ""))
    await searcher.waitUntilIdle()
    #expect(interactor.getCurrentRawHits().map { $0["name"] } == [.string("x")])
    connector.disconnect()
  }

  @Test("A page of another hitsPerPage than the list's starts it over if first, else is dropped")
  func pageOfAnotherSize() {
    let interactor = HitsInteractor<JSONObject>(infiniteScrolling: .off, decoder: .raw)
    interactor.update(with: page(0, ["a", "b", "c"], query: "q"))
    interactor.update(with: page(1, ["d", "e", "f"], query: "q"))
    #expect(interactor.numberOfHits() == 6)

    interactor.update(with: page(2, ["x", "y"], query: "q"))
    #expect(interactor.getCurrentRawHits().map { $0["name"] } == ["a", "b", "c", "d", "e", "f"].map(JSONValue.string))

    interactor.update(with: page(0, ["x", "y"], query: "q"))
    interactor.update(with: page(1, ["z", "w"], query: "q"))
    #expect(interactor.numberOfHits() == 4)
    #expect(interactor.rawHit(atIndex: 2)?["name"] == .string("z"))
    #expect(interactor.pageMap?.pageSize == 2)
  }

  @Test("New parameters start the list over from page 0; the page alone is set in place")
  func newParametersStartOver() async {
    let service = InMemorySearchService(indexes: ["items": Datasets.numbered(10)])
    let searcher = HitsSearcher(service: service, indexName: "items")
    let interactor = HitsInteractor<JSONObject>(infiniteScrolling: .off, decoder: .raw)
    interactor.connectSearcher(searcher)
    let changes = Recorder<Int?>(recording: searcher.onParametersChanged) { $0.hitsPerPage }
    searcher.setQueryParameters { $0.hitsPerPage = 4 }
    await searcher.search()
    await interactor.loadNextPage()
    #expect(interactor.numberOfHits() == 8)
    #expect(searcher.page == 1)

    searcher.setQueryParameters { $0.hitsPerPage = 3 }
    #expect(searcher.page == 0)
    #expect(interactor.numberOfHits() == 0)
    await searcher.search()
    await interactor.loadNextPage()
    #expect(interactor.getCurrentRawHits().compactMap { $0["objectID"] } == ["0", "1", "2", "3", "4", "5"].map(JSONValue.string))

    searcher.setQueryParameters { $0.page = 3 }
    #expect(searcher.page == 3)
    searcher.setQueryParameters { $0.hitsPerPage = 3 }
    #expect(changes.values == [4, 3, 3])
  }
}
