import Testing
import SearchModel
@testable import InstantSearchCore

@MainActor
@Suite("FilterState groups and commands")
struct FilterStateTests {
  let colors = FilterGroupID.or(name: "color", filterType: .facet)
  let promo = FilterGroupID.and(name: "promo")

  @Test("Adding a filter twice keeps one")
  func setSemantics() {
    let state = FilterState()
    #expect(state.add(facet("color", "red"), to: colors))
    #expect(!state.add(facet("color", "red"), to: colors))
    #expect(state.filters(in: colors) == [facet("color", "red")])
  }

  @Test("An OR group rejects filters of another kind; an AND group mixes kinds")
  func oneKindPerOrGroup() {
    let state = FilterState()
    #expect(!state.add(numeric("price", .lessThan, 10), to: colors))
    #expect(state.isEmpty)
    #expect(state.add(numeric("price", .lessThan, 10), to: promo))
    #expect(state.add(tag("x"), to: promo))
    #expect(state.filters(in: promo).count == 2)
  }

  @Test("and<x> and or<x> are different groups")
  func operatorIsPartOfIdentity() {
    let state = FilterState()
    state.add(facet("color", "red"), to: .and(name: "color"))
    #expect(!state.contains(facet("color", "red"), in: colors))
    #expect(state.contains(facet("color", "red")))
  }

  @Test("Toggle adds then removes")
  func toggle() {
    let state = FilterState()
    state.toggle(facet("color", "red"), in: colors)
    #expect(state.contains(facet("color", "red"), in: colors))
    state.toggle(facet("color", "red"), in: colors)
    #expect(state.isEmpty)
  }

  @Test("Clearing one group, all but some, one attribute, everything")
  func clearing() {
    let state = FilterState()
    state.add(facet("color", "red"), to: colors)
    state.add(facet("promotions", "coupon"), to: promo)
    state.add(facet("color", "blue"), to: promo)
    state.removeAllExcept([colors])
    #expect(state.groupIDs == [colors])
    state.add(facet("promotions", "coupon"), to: promo)
    state.removeAll(attribute: "color")
    #expect(state.groupIDs == [promo])
    state.removeAll(from: promo)
    #expect(state.isEmpty)
    state.add(facet("color", "red"), to: colors)
    state.removeAll()
    #expect(state.isEmpty)
  }

  @Test("Mutations do not notify; notify(...) applies a batch and fires once")
  func batchNotification() {
    let state = FilterState()
    let recorder = Recorder<FilterStateSnapshot>(recording: state.onChange) { $0 }
    state.add(facet("color", "red"), to: colors)
    #expect(recorder.values.isEmpty)
    state.notify(.add(facet("color", "blue"), to: colors), .toggle(facet("promotions", "coupon"), in: promo), .remove(facet("color", "red"), from: colors))
    #expect(recorder.values.count == 1)
    #expect(recorder.values.first?.groups.map(\.id) == [colors, promo])
    #expect(recorder.values.first?.groups.first?.filters == [facet("color", "blue")])
  }

  @Test("Clearing a hierarchical group drops its path but keeps its levels")
  func hierarchicalClear() {
    let state = FilterState()
    state.setHierarchicalAttributes(["cat.lvl0", "cat.lvl1"], for: "cat")
    state.setHierarchicalPath([facetFilter("cat.lvl0", "A"), facetFilter("cat.lvl1", "A > B")], for: "cat")
    #expect(state.filters(in: .hierarchical(name: "cat")) == [facet("cat.lvl1", "A > B")])
    state.removeAll(from: .hierarchical(name: "cat"))
    #expect(state.hierarchicalFacet(named: "cat") == HierarchicalFacet(groupName: "cat", attributes: ["cat.lvl0", "cat.lvl1"], path: []))
    #expect(state.isEmpty)
  }

  @Test("Removing one level's attribute cuts the hierarchical path above that level")
  func hierarchicalLevelRemoval() {
    let state = FilterState()
    state.setHierarchicalAttributes(["cat.lvl0", "cat.lvl1", "cat.lvl2"], for: "cat")
    state.setHierarchicalPath(
      [facetFilter("cat.lvl0", "A"), facetFilter("cat.lvl1", "A > B"), facetFilter("cat.lvl2", "A > B > C")], for: "cat")
    state.removeAll(attribute: "cat.lvl1")
    #expect(state.hierarchicalFacet(named: "cat")?.path == [facetFilter("cat.lvl0", "A")])
    #expect(state.filters(in: .hierarchical(name: "cat")) == [facet("cat.lvl0", "A")])
    state.removeAll(attribute: "cat.lvl0")
    #expect(state.hierarchicalFacet(named: "cat")?.path == [])
    #expect(state.isEmpty)
  }

  @Test("Disjunctive attributes come from OR facet groups only")
  func disjunctiveAttributes() {
    let state = FilterState()
    state.add(facet("color", "red"), to: colors)
    state.add(facet("size", "m"), to: .or(name: "sizes", filterType: .facet))
    state.add(tag("t"), to: .or(name: "tags", filterType: .tag))
    state.add(numeric("price", .lessThan, 3), to: .or(name: "prices", filterType: .numeric))
    state.add(facet("brand", "x"), to: promo)
    #expect(state.snapshot.disjunctiveAttributes == ["color", "size"])
  }

  @Test("restore puts back a snapshot taken earlier: groups, filters, hierarchical levels and path")
  func restoreSnapshot() {
    let state = FilterState()
    state.add(facet("color", "red"), to: colors)
    state.add(numeric("price", .lessThan, 3), to: .and(name: "price"))
    state.setHierarchicalAttributes(["cat.lvl0", "cat.lvl1"], for: "cat")
    state.setHierarchicalPath([facetFilter("cat.lvl0", "A"), facetFilter("cat.lvl1", "A > B")], for: "cat")
    let before = state.snapshot
    state.add(facet("nosuch", "foo"), to: .or(name: "nosuch", filterType: .facet))
    state.setHierarchicalPath([facetFilter("cat.lvl0", "C")], for: "cat")
    state.remove(facet("color", "red"), from: colors)
    #expect(state.snapshot != before)
    state.restore(before)
    #expect(state.snapshot == before)
    #expect(state.hierarchicalFacet(named: "cat")?.path == [facetFilter("cat.lvl0", "A"), facetFilter("cat.lvl1", "A > B")])
    #expect(state.filtersString == before.filters)
  }
}
