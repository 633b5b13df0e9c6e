import Testing
import SearchModel
@testable import InstantSearchCore

@MainActor
@Suite("HitsSearcher request handling")
struct HitsSearcherTests {
  @Test("Changing the query or the index resets the page and fires their events")
  func resets() {
    let searcher = HitsSearcher(service: InMemorySearchService(indexes: [:]), indexName: "a")
    let events = Recorder<String>(recording: searcher.onQueryChanged) { query in "query \(query ?? "nil")" }
    searcher.onIndexChanged.subscribe(with: events) { recorder, index in recorder.values.append("index \(index)") }
    searcher.page = 4
    searcher.query = "x"
    #expect(searcher.page == 0)
    searcher.page = 2
    searcher.indexName = "b"
    #expect(searcher.page == 0)
    searcher.query = "x"
    #expect(events.values == ["query x", "index b"])
  }

  @Test("The gate can skip a search")
  func gate() async {
    let service = InMemorySearchService(indexes: ["items": Datasets.numbered(3)])
    let searcher = HitsSearcher(service: service, indexName: "items")
    searcher.shouldTriggerSearch = { !($0.parameters.query ?? "").isEmpty }
    await searcher.search()
    #expect(service.sentMultiQueries.isEmpty)
    searcher.query = "item"
    await searcher.search()
    #expect(service.sentMultiQueries.count == 1)
  }

  @Test("An answer with a missing result is an error and changes nothing")
  func mismatch() async {
    let base = InMemorySearchService(indexes: ["products": Datasets.disjunctive])
    let (searcher, filterState) = searcherWithFilterState(TruncatingSearchService(base))
    let hits = HitsInteractor<JSONObject>(decoder: .raw)
    hits.connectSearcher(searcher)
    let stats = StatsInteractor()
    stats.connectSearcher(searcher)
    let errors = Recorder<String>(recording: hits.onError) { error in String(describing: error) }
    filterState.notify(.add(facet("color", "blue"), to: .or(name: "color", filterType: .facet)))
    await searcher.waitUntilIdle()
    #expect(errors.values == ["the backend returned 1 results for 2 faceting queries"])
    #expect(searcher.latestResponse == nil)
    #expect(hits.numberOfHits() == 0)
    #expect(stats.item == nil)
  }

  @Test("At most 3 searches are pending: starting a 4th cancels the oldest")
  func maxPending() async {
    let service = ControllableSearchService()
    let searcher = HitsSearcher(service: service, indexName: "i")
    let results = Recorder<String?>(recording: searcher.onResults) { response in response.query }
    var tasks: [Task<Void, Never>] = []
    for query in ["a", "b", "c", "d"] {
      searcher.query = query
      tasks.append(searcher.triggerSearch())
    }
    var calls: [String: ControllableSearchService.PendingCall] = [:]
    var iterator = service.requests.makeAsyncIterator()
    while calls.count < 4, let call = await iterator.next() {
      calls[call.query ?? ""] = call
    }
    for query in ["a", "b", "c", "d"] {
      calls[query]?.respond(SearchResponse(query: query))
      await tasks[["a", "b", "c", "d"].firstIndex(of: query)!].value
    }
    #expect(results.values == ["b", "c", "d"])
  }

  @Test("DefaultPresenter.Facet prints value and count")
  func facetPresenter() {
    #expect(DefaultPresenter.Facet.present(FacetHit(value: "red", highlighted: "red", count: 10)) == "red 10")
  }
}
