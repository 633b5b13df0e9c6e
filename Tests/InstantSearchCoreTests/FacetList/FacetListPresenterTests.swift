import Testing
import SearchModel
@testable import InstantSearchCore

@Suite("FacetListPresenter sort orders")
struct FacetListPresenterTests {
  /// red 10 ✓, orange 20 ✓, yellow 30, black 5, blue 40, green 0 ✓
  let colors: [SelectableItem<FacetHit>] = [
    item("red", 10, true), item("orange", 20, true), item("yellow", 30, false),
    item("black", 5, false), item("blue", 40, false), item("green", 0, true),
  ]

  func order(_ sortBy: [FacetSortCriterion], _ items: [SelectableItem<FacetHit>]? = nil) -> [String] {
    FacetListPresenter(sortBy: sortBy).transform(refinementFacets: items ?? colors).map(\.item.value)
  }

  @Test("isRefined, count desc")
  func refinedCountDescending() {
    #expect(order([.isRefined, .count(order: .descending)]) == ["orange", "red", "green", "blue", "yellow", "black"])
  }

  @Test("count desc")
  func countDescending() {
    #expect(order([.count(order: .descending)]) == ["blue", "yellow", "orange", "red", "black", "green"])
  }

  @Test("isRefined, count asc")
  func refinedCountAscending() {
    #expect(order([.isRefined, .count(order: .ascending)]) == ["green", "red", "orange", "black", "yellow", "blue"])
  }

  @Test("count asc")
  func countAscending() {
    #expect(order([.count(order: .ascending)]) == ["green", "black", "red", "orange", "yellow", "blue"])
  }

  @Test("isRefined, alphabetical asc")
  func refinedAlphaAscending() {
    #expect(order([.isRefined, .alphabetical(order: .ascending)]) == ["green", "orange", "red", "black", "blue", "yellow"])
  }

  @Test("alphabetical asc")
  func alphaAscending() {
    #expect(order([.alphabetical(order: .ascending)]) == ["black", "blue", "green", "orange", "red", "yellow"])
  }

  @Test("isRefined, alphabetical desc")
  func refinedAlphaDescending() {
    #expect(order([.isRefined, .alphabetical(order: .descending)]) == ["red", "orange", "green", "yellow", "blue", "black"])
  }

  @Test("alphabetical desc")
  func alphaDescending() {
    #expect(order([.alphabetical(order: .descending)]) == ["yellow", "red", "orange", "green", "blue", "black"])
  }

  @Test("[isRefined, count desc, alpha asc] with equal counts → orange, red, green, blue")
  func equalCounts() {
    let items = [item("blue", 10, false), item("red", 10, true), item("green", 5, true), item("orange", 10, true)]
    #expect(order([.isRefined, .count(order: .descending), .alphabetical(order: .ascending)], items) == ["orange", "red", "green", "blue"])
  }

  @Test("Ties end alphabetically ascending, ignoring case")
  func caseInsensitiveTieBreak() {
    let items = [item("b", 1, false), item("C", 1, false), item("a", 1, false)]
    #expect(order([.count(order: .descending)], items) == ["a", "b", "C"])
  }

  @Test("Empty values are dropped before sorting, then the list is cut to the limit")
  func limitAndEmpty() {
    let presenter = FacetListPresenter(sortBy: [.count(order: .ascending)], limit: 2, showEmptyFacets: false)
    #expect(presenter.transform(refinementFacets: colors).map(\.item.value) == ["black", "red"])
  }
}

func item(_ value: String, _ count: Int, _ selected: Bool) -> SelectableItem<FacetHit> {
  SelectableItem(item: FacetHit(value: value, highlighted: value, count: count), isSelected: selected)
}
