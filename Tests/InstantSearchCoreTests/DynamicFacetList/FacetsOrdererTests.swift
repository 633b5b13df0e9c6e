import Testing
import SearchModel
@testable import InstantSearchCore

@Suite("FacetsOrderer: renderingContent.facetOrdering applied to facet counts")
struct FacetsOrdererTests {
  /// `color` as a response ranks it (count, then value) and `size` with a tie.
  let facets: OrderedDictionary<String, OrderedDictionary<String, Int>> = [
    "color": ["blue": 3, "green": 2, "orange": 2, "yellow": 2, "red": 1],
    "size": ["M": 4, "S": 4, "L": 1],
  ]

  func ordered(_ values: FacetValuesOrder?, facetsOrder: [String] = ["color"]) -> [String] {
    var ordering = FacetOrdering(facetsOrder: facetsOrder)
    if let values { ordering.values["color"] = values }
    return FacetsOrderer(facetOrdering: ordering)(facets).flatMap { attributed in
      attributed.facets.map { "\(attributed.attribute):\($0.value) \($0.count)" }
    }
  }

  @Test("Attributes follow facets.order; those not listed, or without counts, are not shown")
  func attributeOrder() {
    let ordering = FacetOrdering(facetsOrder: ["size", "brand", "color", "size"])
    #expect(FacetsOrderer(facetOrdering: ordering)(facets).map(\.attribute) == ["size", "color"])
    #expect(FacetsOrderer(facetOrdering: FacetOrdering())(facets).isEmpty)
  }

  @Test("An attribute without a values rule keeps the response's order")
  func noRule() {
    #expect(ordered(nil) == ["color:blue 3", "color:green 2", "color:orange 2", "color:yellow 2", "color:red 1"])
  }

  @Test("Pinned values come first in their order (absent ones skipped), the rest by count")
  func pinnedThenCount() {
    let rule = FacetValuesOrder(order: ["red", "purple", "yellow"], sortRemainingBy: .count)
    #expect(ordered(rule) == ["color:red 1", "color:yellow 2", "color:blue 3", "color:green 2", "color:orange 2"])
  }

  @Test("sortRemainingBy alpha sorts the values not pinned by value")
  func alpha() {
    let rule = FacetValuesOrder(order: ["orange"], sortRemainingBy: .alpha)
    #expect(ordered(rule) == ["color:orange 2", "color:blue 3", "color:green 2", "color:red 1", "color:yellow 2"])
  }

  @Test("sortRemainingBy hidden shows only the pinned values")
  func hidden() {
    let rule = FacetValuesOrder(order: ["green", "red"], sortRemainingBy: .hidden)
    #expect(ordered(rule) == ["color:green 2", "color:red 1"])
  }

  @Test("An absent sortRemainingBy sorts the rest by count, as InstantSearch.js does")
  func absentSortRemainingBy() {
    let rule = FacetValuesOrder(order: ["red"])
    #expect(ordered(rule) == ["color:red 1", "color:blue 3", "color:green 2", "color:orange 2", "color:yellow 2"])
  }

  @Test("hide removes values, pinned ones included")
  func hide() {
    let rule = FacetValuesOrder(order: ["red", "yellow"], sortRemainingBy: .alpha, hide: ["yellow", "blue"])
    #expect(ordered(rule) == ["color:red 1", "color:green 2", "color:orange 2"])
  }
}
