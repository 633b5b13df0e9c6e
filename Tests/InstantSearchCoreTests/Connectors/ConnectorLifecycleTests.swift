import Testing
import SearchModel
@testable import InstantSearchCore

@MainActor
@Suite("Connectors can be disconnected and connected again")
struct ConnectorLifecycleTests {
  /// A searcher on the products (another index beside them) and the filter state it sends.
  let searcher: HitsSearcher
  let filterState: FilterState

  init() {
    (searcher, filterState) = searcherWithFilterState(
      InMemorySearchService(indexes: ["products": Datasets.disjunctive, "other": Datasets.numbered(3)]))
  }

  @Test("Stats: no update while disconnected")
  func stats() async {
    let controller = TestItemController<String?>()
    let connector = StatsConnector(searcher: searcher, controller: controller, presenter: { DefaultPresenter.Stats.presentWithoutTimings($0) })
    connector.disconnect()
    await searcher.search()
    #expect(controller.shown == [""])
    #expect(connector.interactor.item == nil)
    connector.connect()
    await searcher.search()
    #expect(controller.shown.last == "12 results")
  }

  @Test("Search box: typing while disconnected does not search")
  func searchBox() async {
    let connector = SearchBoxConnector(searcher: searcher)
    connector.disconnect()
    connector.interactor.query = "shirt"
    #expect(searcher.query == nil)
    connector.connect()
    connector.interactor.query = "hat"
    await searcher.waitUntilIdle()
    #expect(searcher.latestResponse?.nbHits == 4)
  }

  @Test("Toggle: clicks and filter changes stop flowing while disconnected")
  func toggle() {
    let controller = TestToggleController()
    let connector = FilterToggleConnector(filterState: filterState, filter: facet("color", "red"), controller: controller)
    connector.disconnect()
    #expect(controller.onClick == nil)
    connector.interactor.computeIsSelected(selecting: true)
    #expect(filterState.isEmpty)
    filterState.notify(.add(facet("color", "red"), to: .and(name: "color")))
    #expect(!connector.interactor.isSelected)
    connector.connect()
    #expect(connector.interactor.isSelected)
  }

  @Test("Facet list: results and filter changes stop flowing while disconnected")
  func facetList() async {
    let connector = FacetListConnector(searcher: searcher, filterState: filterState, attribute: "color", operator: .or)
    connector.disconnect()
    await searcher.search()
    #expect(connector.interactor.items.isEmpty)
    connector.connect()
    await searcher.search()
    #expect(connector.interactor.items.count == 5)
  }

  @Test("Sort by, number range, hierarchical: disconnected widgets do not act")
  func others() async {
    let sortBy = SortByConnector(searcher: searcher, indexNames: ["products", "other"])
    sortBy.disconnect()
    sortBy.interactor.computeSelected(selecting: 1)
    #expect(searcher.indexName == "products")
    let range = NumberRangeConnector(searcher: searcher, filterState: filterState, attribute: "price")
    range.disconnect()
    range.interactor.computeNumberRange(1...2)
    #expect(filterState.isEmpty)
    let menu = HierarchicalConnector(searcher: searcher, filterState: filterState, hierarchicalAttributes: Datasets.levels, groupName: "h")
    menu.disconnect()
    menu.interactor.computeSelection(key: "A > B")
    #expect(filterState.isEmpty)
  }
}
