import SearchModel
import Testing

@testable import Shell

@Suite("Live mode's recording: the commands equivalent to what was done on the screen")
struct LiveSnapshotTests {
  let entries: [FacetPanelEntry] = [.menu("categories", levels: ["categories.lvl0", "categories.lvl1"]), .list("brand")]

  @Test("nothing changed: nothing recorded")
  func unchanged() {
    let state = LiveSnapshot(query: "phone", refinements: ["brand": ["Sony"]], menuPaths: [:], page: 0)
    #expect(state.commands(reaching: state, entries: entries).isEmpty)
  }

  @Test("query, then per widget removals before additions, then the page; values quoted as the lexer reads them")
  func changes() {
    let before = LiveSnapshot(query: "", refinements: ["brand": ["Sony"]], menuPaths: [:], page: 0)
    let after = LiveSnapshot(
      query: "apple watch", refinements: ["brand": ["Apple", "Hewlett Packard"]],
      menuPaths: ["categories": "Electronics > Phones"], page: 2)
    #expect(
      before.commands(reaching: after, entries: entries) == [
        "query 'apple watch'",
        "menu categories 'Electronics > Phones'",
        "unrefine brand=Sony",
        "refine brand=Apple",
        "refine 'brand=Hewlett Packard'",
        "page 2",
      ])
  }

  @Test("an emptied query and an unselected menu path")
  func clearing() {
    let before = LiveSnapshot(query: "tv", refinements: [:], menuPaths: ["categories": "Garden"], page: 0)
    let after = LiveSnapshot(query: "", refinements: [:], menuPaths: [:], page: 0)
    #expect(before.commands(reaching: after, entries: entries) == ["query", "menu categories --clear"])
  }

  @Test("the panel: widgets in use first, else the dynamic facet order, else attributesForFaceting with levels as menus")
  func panelEntries() {
    var settings = IndexSettings()
    settings.attributesForFaceting = ["searchable(brand)", "filterOnly(sku)", "categories.lvl0", "categories.lvl1", "price"]
    #expect(
      FacetPanelEntry.resolve(used: [], usedMenus: [], settings: settings) == [
        .list("brand"), .menu("categories", levels: ["categories.lvl0", "categories.lvl1"]), .list("price"),
      ])
    settings.extra["renderingContent"] = .object(["facetOrdering": .object(["facets": .object(["order": .array([.string("price"), .string("brand")])])])])
    #expect(FacetPanelEntry.resolve(used: [], usedMenus: [], settings: settings) == [.list("price"), .list("brand")])
    #expect(FacetPanelEntry.resolve(used: ["color"], usedMenus: [], settings: settings) == [.list("color")])
  }
}
