import Testing
import SearchModel
@testable import InstantSearchCore

@MainActor
final class TestFacetListController: FacetListController {
  var onClick: (@MainActor (FacetHit) -> Void)?
  var shown: [SelectableItem<FacetHit>] = []
  var reloads = 0

  func setSelectableItems(_ items: [SelectableItem<FacetHit>]) { shown = items }
  func reload() { reloads += 1 }

  var lines: [String] { shown.map { "\($0.isSelected ? "x" : " ") \($0.item.value) \($0.item.count)" } }
}

@MainActor
@Suite("FacetListInteractor: selection, filter state, controller, connector")
struct FacetListInteractorTests {
  @Test("Single mode toggles between [key] and []; multiple mode inserts or removes")
  func selectionModes() {
    let single = FacetListInteractor(selectionMode: .single)
    single.selections = ["a"]
    #expect(single.computedSelections(selectingItemForKey: "b") == ["b"])
    #expect(single.computedSelections(selectingItemForKey: "a") == [])
    let multiple = FacetListInteractor(selectionMode: .multiple)
    multiple.selections = ["a"]
    #expect(multiple.computedSelections(selectingItemForKey: "b") == ["a", "b"])
    #expect(multiple.computedSelections(selectingItemForKey: "a") == [])
  }

  @Test("A computed selection becomes the group's filters and comes back as selections")
  func filterStateRoundTrip() {
    let filterState = FilterState()
    let interactor = FacetListInteractor(selectionMode: .multiple)
    interactor.connectFilterState(filterState, attribute: "color", operator: .or)
    let changes = Recorder<FilterStateSnapshot>(recording: filterState.onChange) { $0 }
    interactor.computeSelections(selectingItemForKey: "red")
    interactor.computeSelections(selectingItemForKey: "blue")
    #expect(changes.values.count == 2)
    #expect(filterState.filtersString == #"( "color":"blue" OR "color":"red" )"#)
    #expect(interactor.selections == ["red", "blue"])
  }

  @Test("Filter-state changes set the selections whatever the mode")
  func selectionsFollowFilterState() {
    let filterState = FilterState()
    let interactor = FacetListInteractor(selectionMode: .single)
    interactor.connectFilterState(filterState, attribute: "color", operator: .and, groupName: "colors")
    filterState.notify(
      .add(facet("color", "red"), to: .and(name: "colors")),
      .add(facet("color", "green"), to: .and(name: "colors"))
    )
    #expect(interactor.selections == ["red", "green"])
  }

  @Test("Selected values missing from the results are shown with count 0")
  func missingSelected() {
    let interactor = FacetListInteractor(facets: [FacetHit(value: "red", highlighted: "red", count: 10), FacetHit(value: "green", highlighted: "green", count: 5)])
    interactor.selections = ["yellow"]
    let controller = TestFacetListController()
    interactor.connectController(controller)
    #expect(controller.lines == ["  red 10", "  green 5", "x yellow 0"])
  }

  @Test("End to end: color OR list over the 12 records, click blue, counts stay disjunctive")
  func connector() async throws {
    let service = InMemorySearchService(indexes: ["products": Datasets.disjunctive])
    let (searcher, filterState) = searcherWithFilterState(service)
    let controller = TestFacetListController()
    let connector = FacetListConnector(
      searcher: searcher, filterState: filterState, attribute: "color", operator: .or,
      controller: controller, presenter: FacetListPresenter(sortBy: [.isRefined, .count(order: .descending)], limit: 3)
    )
    #expect(searcher.request.parameters.facets == ["color"])
    await searcher.search()
    #expect(controller.lines == ["  blue 3", "  green 2", "  orange 2"])
    let blue = try #require(controller.shown.first?.item)
    controller.onClick?(blue)
    await searcher.waitUntilIdle()
    #expect(controller.lines == ["x blue 3", "  green 2", "  orange 2"])
    #expect(searcher.latestResponse?.nbHits == 3)

    connector.disconnect()
    filterState.notify(.clearAll)
    await searcher.waitUntilIdle()
    #expect(controller.lines == ["x blue 3", "  green 2", "  orange 2"])
    #expect(controller.onClick == nil)
  }

  @Test("Facet search: values matching the query under the other refinements")
  func facetSearch() async {
    let service = InMemorySearchService(indexes: ["products": Datasets.disjunctive])
    let searcher = FacetSearcher(service: service, indexName: "products", attribute: "color")
    let filterState = FilterState()
    filterState.add(facet("color", "blue"), to: .or(name: "color", filterType: .facet))
    filterState.add(facet("category", "shirt"), to: .and(name: "category"))
    searcher.connectFilterState(filterState)
    let interactor = FacetListInteractor()
    interactor.connectFacetSearcher(searcher)
    searcher.query = "e"
    await searcher.search()
    #expect(interactor.items.map { "\($0.value) \($0.count) \($0.highlighted)" } == [
      "blue 2 blu<em>e</em>", "orange 1 orang<em>e</em>", "yellow 1 y<em>e</em>llow",
    ])
    #expect(searcher.request.parameters.filters == #"( "category":"shirt" )"#)
  }
}
