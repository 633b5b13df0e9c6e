import Testing
import SearchModel
@testable import InstantSearchCore

@MainActor
final class TestCurrentFiltersController: CurrentFiltersController {
  var onRemoveItem: (@MainActor (FilterAndID) -> Void)?
  var labels: [String] = []
  var items: [FilterAndID] = []
  func setItems(_ items: [(item: FilterAndID, label: String)]) {
    self.items = items.map(\.item)
    labels = items.map(\.label)
  }
}

@MainActor
final class TestClearController: FilterClearController {
  var onClick: (@MainActor () -> Void)?
}

@MainActor
final class TestToggleController: FilterToggleController {
  var onClick: (@MainActor (Bool) -> Void)?
  var label = ""
  var selected: [Bool] = []
  func setItem(_ label: String) { self.label = label }
  func setSelected(_ isSelected: Bool) { selected.append(isSelected) }
}

@MainActor
@Suite("Current filters, clear, toggle, filter list")
struct FilterWidgetsTests {
  @Test("Filter labels as InstantSearch shows them")
  func labels() {
    #expect(DefaultPresenter.Filter.present(facet("color", "red")) == "red")
    #expect(DefaultPresenter.Filter.present(facet("featured", true)) == "featured")
    #expect(DefaultPresenter.Filter.present(facet("size", 4)) == "size: 4.0")
    #expect(DefaultPresenter.Filter.present(numeric("price", .greaterThan, 10)) == "price > 10.0")
    #expect(DefaultPresenter.Filter.present(numeric("price", 0...10)) == "price: 0.0 to 10.0")
    #expect(DefaultPresenter.Filter.present(tag("new")) == "new")
  }

  /// A filter state with red in the color OR group and price < 20 in the price group.
  func redUnderTwenty() -> FilterState {
    let filterState = FilterState()
    filterState.add(facet("color", "red"), to: .or(name: "color", filterType: .facet))
    filterState.add(numeric("price", .lessThan, 20), to: .and(name: "price"))
    return filterState
  }

  @Test("Current filters list every filter in canonical order; removing one notifies once")
  func currentFilters() {
    let filterState = redUnderTwenty()
    let controller = TestCurrentFiltersController()
    let connector = CurrentFiltersConnector(filterState: filterState, controller: controller)
    #expect(controller.labels == ["red", "price < 20.0"])
    let changes = Recorder<FilterStateSnapshot>(recording: filterState.onChange) { $0 }
    controller.onRemoveItem?(controller.items[0])
    #expect(changes.values.count == 1)
    #expect(controller.labels == ["price < 20.0"])
    connector.disconnect()
    #expect(controller.onRemoveItem == nil)
  }

  @Test("Current filters restricted to some groups")
  func currentFiltersGroups() {
    let filterState = redUnderTwenty()
    let interactor = CurrentFiltersInteractor()
    interactor.connectFilterState(filterState, groupIDs: [.and(name: "price")])
    #expect(interactor.items == [FilterAndID(filter: numeric("price", .lessThan, 20), groupID: .and(name: "price"))])
  }

  @Test("Clear: the listed groups, all groups, or all but the listed ones")
  func clear() {
    let filterState = FilterState()
    let colors = FilterGroupID.or(name: "color", filterType: .facet)
    let price = FilterGroupID.and(name: "price")
    let fill = {
      filterState.add(facet("color", "red"), to: colors)
      filterState.add(numeric("price", .lessThan, 20), to: price)
    }
    fill()
    let controller = TestClearController()
    let connector = FilterClearConnector(filterState: filterState, filterGroupIDs: [colors], controller: controller)
    controller.onClick?()
    #expect(filterState.groupIDs == [price])
    fill()
    FilterClearInteractor().connectFilterState(filterState, filterGroupIDs: [colors], clearMode: .except).disconnect()
    let except = FilterClearInteractor()
    except.connectFilterState(filterState, filterGroupIDs: [colors], clearMode: .except)
    except.trigger()
    #expect(filterState.groupIDs == [colors])
    fill()
    let all = FilterClearInteractor()
    all.connectFilterState(filterState)
    all.trigger()
    #expect(filterState.isEmpty)
    connector.disconnect()
    #expect(controller.onClick == nil)
  }

  @Test("Toggle: on adds the filter, off removes it and puts the default back")
  func toggle() {
    let filterState = FilterState()
    let controller = TestToggleController()
    let connector = FilterToggleConnector(
      filterState: filterState, filter: facet("shipping", "free"), defaultFilter: facet("shipping", "paid"), controller: controller
    )
    #expect(controller.label == "free")
    controller.onClick?(true)
    #expect(filterState.filtersString == #"( "shipping":"free" )"#)
    connector.interactor.toggle()
    #expect(filterState.filtersString == #"( "shipping":"paid" )"#)
    #expect(controller.selected == [false, true, false])
  }

  @Test("Filter list: selections become the group's filters, others in the group stay")
  func filterList() {
    let filterState = FilterState()
    filterState.add(numeric("price", .greaterThan, 1000), to: .or(name: "prices", filterType: .numeric))
    let cheap = numeric("price", .lessThan, 10)
    let middle = numeric("price", 10...100)
    let connector = FilterListConnector(filterState: filterState, filters: [cheap, middle], operator: .or, groupName: "prices")
    connector.interactor.computeSelections(selectingItemForKey: middle)
    connector.interactor.computeSelections(selectingItemForKey: cheap)
    #expect(filterState.filtersString == #"( "price" < 10.0 OR "price" > 1000.0 OR "price":10.0 TO 100.0 )"#)
    #expect(connector.interactor.selections == [cheap, middle])
    let single = FilterListInteractor(filters: [cheap, middle], selectionMode: .single)
    single.connectFilterState(filterState, operator: .or, groupName: "prices")
    #expect(single.selections == [cheap, middle])
    single.computeSelections(selectingItemForKey: cheap)
    #expect(filterState.filtersString == #"( "price" > 1000.0 )"#)
    single.computeSelections(selectingItemForKey: middle)
    #expect(filterState.filtersString == #"( "price" > 1000.0 OR "price":10.0 TO 100.0 )"#)
  }
}
