import Testing
import SearchModel
@testable import InstantSearchCore

@MainActor
final class TestDynamicFacetListController: DynamicFacetListController {
  var didSelect: (@MainActor (String, String) -> Void)?
  var orderedFacets: [AttributedFacets] = []
  var selections: [String: Set<String>] = [:]

  func setOrderedFacets(_ orderedFacets: [AttributedFacets]) { self.orderedFacets = orderedFacets }
  func setSelections(_ selections: [String: Set<String>]) { self.selections = selections }

  /// `color: x red 1, green 2` per attribute, as a list would show it.
  var lines: [String] {
    orderedFacets.map { attributed in
      let rows = DefaultPresenter.DynamicFacets.present(attributed, selections: selections[attributed.attribute] ?? [])
      return "\(attributed.attribute): " + rows.map { "\($0.isSelected ? "x " : "")\($0.item.value) \($0.item.count)" }.joined(separator: ", ")
    }
  }
}

/// The renderingContent an index (or a rule) would send: color first with red and green pinned
/// and yellow hidden, then category as the backend ranks it.
let sampleRenderingContent: JSONObject = [
  "facetOrdering": [
    "facets": ["order": ["color", "category"]],
    "values": ["color": ["order": ["red", "green"], "sortRemainingBy": "alpha", "hide": ["yellow"]]],
  ],
  "redirect": ["url": "https://example.org"],
]

@MainActor
@Suite("DynamicFacetListInteractor: facet order from renderingContent, selections in FilterState")
struct DynamicFacetListInteractorTests {
  func makeService(renderingContent: JSONObject? = sampleRenderingContent) -> InMemorySearchService {
    InMemorySearchService(indexes: ["products": Datasets.disjunctive], responseExtra: { _ in
      renderingContent.map { ["renderingContent": .object($0)] } ?? [:]
    })
  }

  @Test("The searcher asks for every facet; the list follows the response's facet ordering")
  func followsResponse() async {
    let searcher = HitsSearcher(service: makeService(), indexName: "products")
    let interactor = DynamicFacetListInteractor()
    let controller = TestDynamicFacetListController()
    interactor.connectSearcher(searcher)
    interactor.connectController(controller)
    #expect(searcher.request.parameters.facets == ["*"])
    await searcher.search()
    #expect(controller.lines == [
      "color: red 1, green 2, blue 3, orange 2",
      "category: hat 4, shirt 4, shoe 4",
    ])
  }

  @Test("A response without a facet ordering, or an error, empties the list")
  func noOrdering() async {
    let interactor = DynamicFacetListInteractor(orderedFacets: [AttributedFacets(attribute: "color", facets: [])])
    let searcher = HitsSearcher(service: makeService(renderingContent: nil), indexName: "products")
    interactor.connectSearcher(searcher)
    await searcher.search()
    #expect(interactor.orderedFacets.isEmpty)

    interactor.orderedFacets = [AttributedFacets(attribute: "color", facets: [])]
    let failing = HitsSearcher(service: makeService(), indexName: "missing")
    interactor.connectSearcher(failing)
    await failing.search()
    #expect(interactor.orderedFacets.isEmpty)
  }

  @Test("By default an attribute selects one value at a time in its conjunctive group")
  func conjunctiveSingle() async {
    let (searcher, filterState) = searcherWithFilterState(makeService())
    let controller = TestDynamicFacetListController()
    let connector = DynamicFacetListConnector(searcher: searcher, filterState: filterState, controller: controller)
    await searcher.search()
    controller.didSelect?("color", "green")
    await searcher.waitUntilIdle()
    #expect(filterState.filtersString == #"( "color":"green" )"#)
    #expect(controller.lines == ["color: x green 2", "category: hat 1, shoe 1"])
    controller.didSelect?("category", "hat")
    controller.didSelect?("color", "green")
    await searcher.waitUntilIdle()
    #expect(filterState.filtersString == #"( "category":"hat" )"#)
    #expect(controller.selections == ["category": ["hat"]])
    connector.disconnect()
    #expect(controller.didSelect == nil)
  }

  @Test("A disjunctive attribute selects several values in its OR group and keeps its counts")
  func disjunctiveMultiple() async {
    let (searcher, filterState) = searcherWithFilterState(makeService())
    let interactor = DynamicFacetListInteractor(selectionModeForAttribute: ["color": .multiple])
    let controller = TestDynamicFacetListController()
    let connector = DynamicFacetListConnector(
      searcher: searcher, filterState: filterState, interactor: interactor,
      filterGroupForAttribute: ["color": FilterGroupDescriptor(name: "colors", operator: .or)], controller: controller)
    await searcher.search()
    controller.didSelect?("color", "red")
    controller.didSelect?("color", "blue")
    await searcher.waitUntilIdle()
    #expect(filterState.filtersString == #"( "color":"blue" OR "color":"red" )"#)
    #expect(filterState.filters(in: .or(name: "colors", filterType: .facet)).count == 2)
    #expect(controller.lines == ["color: x red 1, green 2, x blue 3, orange 2", "category: shirt 2, hat 1, shoe 1"])
    withExtendedLifetime(connector) {}
  }

  @Test("Selections made elsewhere (another widget, the shell's refine) show in the list")
  func selectionsFromFilterState() async {
    let searcher = HitsSearcher(service: makeService(), indexName: "products")
    let filterState = FilterState()
    let interactor = DynamicFacetListInteractor()
    interactor.connectSearcher(searcher)
    interactor.connectFilterState(filterState)
    filterState.notify(.add(facet("category", "shoe"), to: .and(name: "category")))
    #expect(interactor.selections.isEmpty)
    await searcher.search()
    #expect(interactor.selections == ["category": ["shoe"]])
    #expect(interactor.isSelected(facetValue: "shoe", for: "category"))
  }
}
