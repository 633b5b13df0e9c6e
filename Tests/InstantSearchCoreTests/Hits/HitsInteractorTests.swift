import Testing
import SearchModel
@testable import InstantSearchCore

/// A record type for decoding specs.
struct Item: Decodable, Equatable {
  var objectID: String
  var name: String
  var price: Int
}

@MainActor
final class TestHitsController: HitsController {
  var hitsSource: (any HitsSource)?
  var reloads = 0
  var scrolls = 0

  func reload() { reloads += 1 }
  func scrollToTop() { scrolls += 1 }
}

@MainActor
@Suite("HitsInteractor: pages, infinite scrolling, decoding")
struct HitsInteractorTests {
  func make(
    records: [JSONObject] = Datasets.numbered(25),
    hitsPerPage: Int = 5,
    scrolling: InfiniteScrolling = .on(withOffset: 2)
  ) -> (HitsSearcher, HitsInteractor<Item>, FilterState) {
    let service = InMemorySearchService(indexes: ["items": records])
    let searcher = HitsSearcher(service: service, indexName: "items", parameters: SearchParameters(hitsPerPage: hitsPerPage))
    let interactor = HitsInteractor<Item>(infiniteScrolling: scrolling)
    let filterState = FilterState()
    _ = HitsConnector(searcher: searcher, interactor: interactor, filterState: filterState)
    return (searcher, interactor, filterState)
  }

  @Test("The first page is decoded and shown")
  func firstPage() async {
    let (searcher, interactor, _) = make()
    await searcher.search()
    #expect(interactor.numberOfHits() == 5)
    #expect(interactor.getCurrentHits().map(\.name) == ["item 0", "item 1", "item 2", "item 3", "item 4"])
    #expect(interactor.rawHit(atIndex: 1)?["name"] == .string("item 1"))
    #expect(interactor.rawHit(atIndex: 1).map { Array($0.keys) } == ["objectID", "name", "price"])
  }

  @Test("Presenting a row near the end loads the next page")
  func infiniteScroll() async {
    let (searcher, interactor, _) = make()
    await searcher.search()
    #expect(interactor.hit(atIndex: 2)?.price == 2)
    #expect(interactor.numberOfHits() == 5)
    #expect(interactor.hit(atIndex: 3)?.price == 3)
    await searcher.waitUntilIdle()
    #expect(interactor.numberOfHits() == 10)
    #expect(interactor.hit(atIndex: 7)?.price == 7)
  }

  @Test("With scrolling off, presenting rows loads nothing; loadNextPage does, until the last page")
  func explicitNext() async {
    let (searcher, interactor, _) = make(records: Datasets.numbered(12), scrolling: .off)
    await searcher.search()
    _ = interactor.hit(atIndex: 4)
    await searcher.waitUntilIdle()
    #expect(interactor.numberOfHits() == 5)
    #expect(await interactor.loadNextPage())
    #expect(interactor.numberOfHits() == 10)
    #expect(await interactor.loadNextPage())
    #expect(interactor.numberOfHits() == 12)
    #expect(await interactor.loadNextPage() == false)
  }

  @Test("Pages far from the last inserted one are dropped")
  func cleanUp() async {
    let (searcher, interactor, _) = make(records: Datasets.numbered(50), scrolling: .off)
    await searcher.search()
    for _ in 0..<5 { await interactor.loadNextPage() }
    #expect(interactor.pageMap?.pages.keys.sorted() == [2, 3, 4, 5])
    #expect(interactor.hits.prefix(10).allSatisfy { $0 == nil })
    #expect(interactor.numberOfHits() == 30)
  }

  @Test("A new query invalidates the list until the first page of the new results arrives")
  func invalidation() async {
    let (searcher, interactor, _) = make()
    let controller = TestHitsController()
    interactor.connectController(controller)
    await searcher.search()
    await interactor.loadNextPage()
    #expect(interactor.numberOfHits() == 10)
    searcher.query = "item 1"
    #expect(interactor.numberOfHits() == 0)
    #expect(controller.scrolls == 1)
    await searcher.search()
    #expect(interactor.getCurrentHits().map(\.price) == [1, 10, 11, 12, 13])
    #expect(controller.reloads == 4)
  }

  @Test("A filter change invalidates the list and searches page 0 again")
  func filterChange() async {
    let (searcher, interactor, filterState) = make()
    await searcher.search()
    await interactor.loadNextPage()
    filterState.notify(.add(numeric("price", .greaterThanOrEqual, 20), to: .and(name: "price")))
    #expect(interactor.numberOfHits() == 0)
    await searcher.waitUntilIdle()
    #expect(interactor.getCurrentHits().map(\.price) == [20, 21, 22, 23, 24])
  }

  @Test("showItemsOnEmptyQuery off hides hits for an empty query but keeps them")
  func emptyQuery() async {
    let (searcher, interactor, _) = make()
    interactor.showItemsOnEmptyQuery = false
    await searcher.search()
    #expect(interactor.numberOfHits() == 0)
    #expect(interactor.getCurrentHits().count == 5)
    searcher.query = "item"
    await searcher.search()
    #expect(interactor.numberOfHits() == 5)
  }

  @Test("A hit that does not decode: error event, page not inserted, no update event")
  func decodeFailure() async throws {
    var records = Datasets.numbered(8)
    records[6]["price"] = .string("cheap")
    let (searcher, interactor, _) = make(records: records, scrolling: .off)
    let errors = Recorder<String>()
    let updates = Recorder<Int?>()
    interactor.onError.subscribe(with: errors) { recorder, error in recorder.values.append(String(describing: error)) }
    interactor.onResultsUpdated.subscribe(with: updates) { recorder, response in recorder.values.append(response.page) }
    await searcher.search()
    #expect(await interactor.loadNextPage())
    #expect(updates.values == [0])
    #expect(interactor.numberOfHits() == 5)
    #expect(errors.values.count == 1)
    #expect(errors.values.first?.hasPrefix("Decoding error: page 1, hit 1: price") == true)
  }

  @Test("Raw interactor keeps hits as they came")
  func raw() async {
    let service = InMemorySearchService(indexes: ["items": Datasets.numbered(3)])
    let searcher = HitsSearcher(service: service, indexName: "items")
    let interactor = HitsInteractor<JSONObject>(decoder: .raw)
    interactor.connectSearcher(searcher)
    await searcher.search()
    #expect(interactor.getCurrentHits() == Datasets.numbered(3))
  }

  @Test("A search error reaches the interactor and clears the failed page")
  func searchError() async {
    let service = InMemorySearchService(indexes: [:])
    let searcher = HitsSearcher(service: service, indexName: "missing")
    let interactor = HitsInteractor<Item>()
    interactor.connectSearcher(searcher)
    let errors = Recorder<String>(recording: interactor.onError) { error in String(describing: error) }
    await searcher.search()
    #expect(errors.values == ["Index missing does not exist"])
    #expect(interactor.scrollingController.pendingPageIndexes.isEmpty)
  }

  @Test("A disconnected connector stops feeding the interactor")
  func disconnect() async {
    let service = InMemorySearchService(indexes: ["items": Datasets.numbered(3)])
    let searcher = HitsSearcher(service: service, indexName: "items")
    let interactor = HitsInteractor<Item>()
    let connector = HitsConnector(searcher: searcher, interactor: interactor)
    connector.disconnect()
    await searcher.search()
    #expect(interactor.numberOfHits() == 0)
    connector.connect()
    await searcher.search()
    #expect(interactor.numberOfHits() == 3)
  }
}
