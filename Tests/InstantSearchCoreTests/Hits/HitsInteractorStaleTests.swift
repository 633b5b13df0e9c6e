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
}
