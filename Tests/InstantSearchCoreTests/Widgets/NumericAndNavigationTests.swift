import Testing
import SearchModel
@testable import InstantSearchCore

@MainActor
final class TestHierarchicalController: HierarchicalController {
  var onClick: (@MainActor (String) -> Void)?
  var rows: [String] = []
  func setItems(_ items: [HierarchicalItem]) {
    rows = items.map { String(repeating: "  ", count: $0.level) + ($0.isSelected ? "* " : "") + "\($0.facet.value) \($0.facet.count)" }
  }
}

@MainActor
final class TestSegmentController: SelectableSegmentController {
  var onClick: (@MainActor (Int) -> Void)?
  var items: [Int: String] = [:]
  var selected: Int?
  func setItems(_ items: [Int: String]) { self.items = items }
  func setSelected(_ selected: Int?) { self.selected = selected }
}

@MainActor
@Suite("Number, range, hierarchical, sort-by, pagination")
struct NumericAndNavigationTests {
  func make(_ records: [JSONObject] = Datasets.numbered(30)) -> (HitsSearcher, FilterState) {
    let service = InMemorySearchService(indexes: ["items": records, "items_desc": records.reversed()])
    return searcherWithFilterState(service, indexName: "items", parameters: SearchParameters(hitsPerPage: 10))
  }

  @Test("Number: bounds from facets_stats, clamped comparison in the filter state")
  func number() async {
    let (searcher, filterState) = make()
    let connector = FilterComparisonConnector(searcher: searcher, filterState: filterState, attribute: "price", operator: .lessThanOrEqual)
    await searcher.search()
    #expect(connector.interactor.bounds == 0...29)
    connector.interactor.computeNumber(100)
    #expect(filterState.filtersString == #"( "price" <= 29.0 )"#)
    #expect(connector.interactor.item == 29)
    connector.interactor.decrease(by: 20)
    await searcher.waitUntilIdle()
    #expect(filterState.filtersString == #"( "price" <= 9.0 )"#)
    #expect(searcher.latestResponse?.nbHits == 10)
    connector.interactor.computeNumber(nil)
    #expect(filterState.isEmpty)
  }

  @Test("Number range: one range filter, replaced on each change")
  func numberRange() async {
    let (searcher, filterState) = make()
    let connector = NumberRangeConnector(searcher: searcher, filterState: filterState, attribute: "price")
    await searcher.search()
    #expect(connector.interactor.bounds == 0...29)
    connector.interactor.computeNumberRange(5...50)
    connector.interactor.computeNumberRange(10...12)
    await searcher.waitUntilIdle()
    #expect(filterState.filtersString == #"( "price":10.0 TO 12.0 )"#)
    #expect(connector.interactor.item == 10...12)
    #expect(searcher.latestResponse?.nbHits == 3)
  }

  @Test("Hierarchical: selecting a path, showing the tree, going up one level")
  func hierarchical() async {
    let (searcher, filterState) = make(Datasets.hierarchical)
    let controller = TestHierarchicalController()
    let connector = HierarchicalConnector(
      searcher: searcher, filterState: filterState, hierarchicalAttributes: Datasets.levels, groupName: "category", controller: controller
    )
    await searcher.search()
    #expect(controller.rows == ["Clothing 4", "Book 2", "Furniture 1"])
    controller.onClick?("Clothing > Men")
    await searcher.waitUntilIdle()
    #expect(filterState.filtersString == #"( "hierarchicalCategories.lvl1":"Clothing > Men" )"#)
    #expect(controller.rows == [
      "* Clothing 4", "    * Clothing > Men 2", "      Clothing > Men > Hats 1", "      Clothing > Men > Shirt 1",
      "    Clothing > Women 2", "Book 2", "Furniture 1",
    ].map { $0.replacingOccurrences(of: "    ", with: "  ") })
    controller.onClick?("Clothing > Men")
    await searcher.waitUntilIdle()
    #expect(filterState.filtersString == #"( "hierarchicalCategories.lvl0":"Clothing" )"#)
    #expect(connector.interactor.selections == ["Clothing"])
  }

  @Test("Sort by: choosing a replica switches the index, back to page 0, and searches")
  func sortBy() async {
    let (searcher, _) = make()
    let controller = TestSegmentController()
    let connector = SortByConnector(searcher: searcher, indexNames: ["items", "items_desc"], controller: controller)
    #expect(controller.selected == 0)
    searcher.page = 2
    controller.onClick?(1)
    #expect(searcher.indexName == "items_desc")
    #expect(searcher.page == 0)
    await searcher.waitUntilIdle()
    #expect(searcher.latestResponse?.hits.first?["name"] == .string("item 29"))
    #expect(controller.selected == 1)
    #expect(connector.interactor.computeSelected(indexName: "nope") == false)
  }

  @Test("Pagination: page and count from results, next and previous within bounds")
  func pagination() async {
    let (searcher, _) = make()
    let interactor = PaginationInteractor()
    interactor.connectSearcher(searcher)
    await searcher.search()
    #expect(DefaultPresenter.Pagination.present(interactor.item) == "page 1 of 3")
    #expect(!interactor.previousPage())
    #expect(interactor.nextPage())
    await searcher.waitUntilIdle()
    #expect(interactor.nextPage())
    await searcher.waitUntilIdle()
    #expect(interactor.item == Pagination(page: 2, pagesCount: 3))
    #expect(!interactor.nextPage())
  }
}

extension String {
  fileprivate func replacingOccurrences(of target: String, with replacement: String) -> String {
    splitPath(separator: target).joined(separator: replacement)
  }
}
