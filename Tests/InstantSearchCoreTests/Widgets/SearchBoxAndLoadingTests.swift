import Testing
import SearchModel
@testable import InstantSearchCore

@MainActor
final class TestSearchBoxController: SearchBoxController {
  var onQueryChanged: (@MainActor (String?) -> Void)?
  var onQuerySubmitted: (@MainActor (String?) -> Void)?
  var shown: [String?] = []
  func setQuery(_ query: String?) { shown.append(query) }
}

@MainActor
@Suite("Search box and loading")
struct SearchBoxAndLoadingTests {
  func make() -> (HitsSearcher, InMemorySearchService) {
    let service = InMemorySearchService(indexes: ["items": Datasets.numbered(30)])
    return (HitsSearcher(service: service, indexName: "items"), service)
  }

  @Test("As you type: every change sets the query, resets the page and searches")
  func asYouType() async {
    let (searcher, service) = make()
    searcher.page = 3
    let connector = SearchBoxConnector(searcher: searcher)
    connector.interactor.query = "item 2"
    #expect(searcher.page == 0)
    await searcher.waitUntilIdle()
    #expect(service.sentMultiQueries.count == 1)
    #expect(searcher.latestResponse?.nbHits == 12)
  }

  @Test("On submit: typing does not search, submitting does")
  func onSubmit() async {
    let (searcher, service) = make()
    let controller = TestSearchBoxController()
    let connector = SearchBoxConnector(searcher: searcher, searchTriggeringMode: .searchOnSubmit, controller: controller)
    controller.onQueryChanged?("item 1")
    await searcher.waitUntilIdle()
    #expect(service.sentMultiQueries.isEmpty)
    #expect(connector.interactor.query == "item 1")
    controller.onQuerySubmitted?("item 1")
    await searcher.waitUntilIdle()
    #expect(searcher.latestResponse?.query == "item 1")
    #expect(controller.shown == [nil, "item 1"])
  }

  @Test("Loading follows the searcher: false, true, false")
  func loading() async {
    let (searcher, _) = make()
    let controller = TestItemController<Bool>()
    let connector = LoadingConnector(searcher: searcher, controller: controller)
    await searcher.search()
    #expect(controller.shown == [false, true, false])
    connector.disconnect()
    await searcher.search()
    #expect(controller.shown == [false, true, false])
  }
}
