import Testing
import SearchModel
@testable import InstantSearchCore

@MainActor
@Suite("Connections do not keep a filter state alive")
struct RetainCycleTests {
  @Test("A filter state connected to every kind of widget is released with its last owner")
  func filterStateReleased() {
    let facetList = FacetListInteractor()
    let current = CurrentFiltersInteractor()
    let toggle = FilterToggleInteractor(filter: facet("a", "b"))
    let number = NumberInteractor()
    let range = NumberRangeInteractor()
    let list = FilterListInteractor(filters: [tag("t")])
    let menu = HierarchicalInteractor(hierarchicalAttributes: ["l0", "l1"])
    weak var released: FilterState?
    do {
      let filterState = FilterState()
      released = filterState
      facetList.connectFilterState(filterState, attribute: "a", operator: .or)
      current.connectFilterState(filterState)
      toggle.connectFilterState(filterState)
      number.connectFilterState(filterState, attribute: "p", operator: .lessThan)
      range.connectFilterState(filterState, attribute: "p")
      list.connectFilterState(filterState, operator: .and, groupName: "tags")
      menu.connectFilterState(filterState, groupName: "h")
      filterState.notify(.add(facet("a", "x"), to: .or(name: "a", filterType: .facet)))
    }
    #expect(released == nil)
    #expect(facetList.selections == ["x"])
  }
}
