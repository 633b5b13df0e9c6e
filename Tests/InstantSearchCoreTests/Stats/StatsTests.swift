import Testing
import SearchModel
@testable import InstantSearchCore

@MainActor
@Suite("Stats: interactor, presenters, connector")
struct StatsTests {
  @Test("Default presenter: 1000 results (3ms); relevant sort; empty string without stats")
  func presenter() {
    #expect(DefaultPresenter.Stats.present(SearchStats(totalHitsCount: 1000, processingTimeMS: 3)) == "1000 results (3ms)")
    #expect(DefaultPresenter.Stats.present(SearchStats(totalHitsCount: 1, processingTimeMS: 0)) == "1 results (0ms)")
    #expect(DefaultPresenter.Stats.present(SearchStats(totalHitsCount: 1000, nbSortedHits: 20, processingTimeMS: 3))
      == "20 relevant results sorted out of 1000 (3ms)")
    #expect(DefaultPresenter.Stats.present(SearchStats(totalHitsCount: 1000, nbSortedHits: 1000, processingTimeMS: 3)) == "1000 results (3ms)")
    #expect(DefaultPresenter.Stats.present(nil) == "")
  }

  @Test("The reproducible presenter leaves out timings")
  func withoutTimings() {
    #expect(DefaultPresenter.Stats.presentWithoutTimings(SearchStats(totalHitsCount: 1000, processingTimeMS: 3)) == "1000 results")
    #expect(DefaultPresenter.Stats.presentWithoutTimings(nil) == "")
  }

  @Test("Stats from a response use the documented defaults")
  func fromResponse() {
    let stats = SearchStats(SearchResponse(nbHits: 42, processingTimeMS: 7, query: "q"))
    #expect(stats == SearchStats(totalHitsCount: 42, hitsPerPage: 20, pagesCount: 1, page: 0, processingTimeMS: 7, query: "q"))
  }

  @Test("Connector: stats on results, nil on error, shown through the presenter")
  func connector() async {
    let service = InMemorySearchService(indexes: ["products": Datasets.disjunctive])
    let searcher = HitsSearcher(service: service, indexName: "products")
    let controller = TestItemController<String?>()
    let connector = StatsConnector(searcher: searcher, controller: controller, presenter: { DefaultPresenter.Stats.presentWithoutTimings($0) })
    await searcher.search()
    #expect(connector.interactor.item?.totalHitsCount == 12)
    searcher.indexName = "missing"
    await searcher.search()
    #expect(connector.interactor.item == nil)
    #expect(controller.shown == ["", "12 results", ""])
  }
}
