import InstantSearchCore
import SearchModel
import Testing

@testable import Shell

/// The search widgets as views: interactors push into the terminal controllers, the controllers
/// hold what they were given, and any renderer turns that into output.
@Suite("Presentation: interactors push into the terminal controllers, renderers draw them")
@MainActor
struct PresentationTests {
  /// A second renderer, as the full-screen mode will have: what each controller holds, as words.
  struct WordsRenderer: SearchRenderer {
    func stats(_ stats: SearchStats?) -> [String] { stats.map { ["\($0.totalHitsCount)"] } ?? [] }
    func hits(_ rows: [HitRow]) -> [String] { rows.compactMap { $0.hit["objectID"]?.stringValue } }
    func facetList(_ list: FacetListView) -> [String] { list.items.map { "\($0.item.value):\($0.item.count)" } }
    func menu(_ menu: MenuView) -> [String] { menu.rows.map { menu.label(of: $0.facet.value) } }
    func currentFilters(_ filters: CurrentFiltersView) -> [String] { filters.groups.flatMap { $0.filters.map(\.label) } }
    func facetSearch(_ search: FacetSearchView) -> [String] { search.hits.map(\.value) }
    func indexResults(_ results: [IndexResultsView]) -> [String] { results.map { "\($0.indexName):\($0.rows.count)" } }
    func sortBy(_ sortBy: SortByView) -> [String] { sortBy.indexNames }
    func hitDetail(_ view: HitDetailView) -> [String] { view.row.hit["objectID"]?.stringValue.map { [$0] } ?? [] }
    func toggle(_ toggle: ToggleView) -> [String] { [toggle.label + (toggle.isSelected ? " on" : " off")] }
  }

  /// A session on the demo index after `lines`, and its search state.
  func session(after lines: [String]) async throws -> (ShellSession, SearchContext) {
    var captured: ShellSession?
    let run = try await ShellRun.script(nil, commands: lines, prepare: { captured = $0 })
    #expect(run.errors == "")
    let session = try #require(captured)
    return (session, try session.requireSearch())
  }

  func run(_ line: String, in session: ShellSession) async throws {
    for statement in try StatementParser.statements(in: line) { try await session.runTimed(statement) }
  }

  @Test("the stats controller holds the stats the interactor pushed for the last results")
  func statsPushed() async throws {
    let (_, search) = try await session(after: ["query phone"])
    let response = try #require(search.latestResponse)
    #expect(search.statsController.stats?.totalHitsCount == response.nbHits)
    #expect(search.statsController.stats?.query == "phone")
  }

  @Test("a refinement list follows new results with no command reading it (the interactor pushes)")
  func facetListFollowsResults() async throws {
    let (session, search) = try await session(after: ["facets brand"])
    let widget = try #require(search.facetLists["brand"])
    var pushes = 0
    widget.controller.onChange = { pushes += 1 }
    try await run("query phone", in: session)
    #expect(pushes > 0)
    let counts = try #require(search.latestResponse?.facets?["brand"])
    let held = Dictionary(uniqueKeysWithValues: widget.controller.items.map { ($0.item.value, $0.item.count) })
    #expect(held == counts.reduce(into: [:]) { $0[$1.key] = $1.value })
  }

  @Test("a toggle's controller holds the state its interactor pushed after a click; hit N renders a row of the hits controller")
  func toggleAndHitDetail() async throws {
    let (_, search) = try await session(after: ["query phone"])
    let controller = TerminalFilterToggleController()
    let filter = Filter.facet(FacetFilter(attribute: "free_shipping", value: .bool(true)))
    let connection = search.toggle(for: filter).interactor.connectController(controller, presenter: { _ in "free_shipping=true" })
    defer { connection.disconnect() }
    #expect(controller.render(with: WordsRenderer()) == ["free_shipping=true off"])
    try await search.perform { controller.click() }
    #expect(controller.render(with: WordsRenderer()) == ["free_shipping=true on"])
    #expect(search.filterState.filtersString?.contains("free_shipping") == true)
    let first = try #require(search.hitsController.rawHits(0..<1).first?.hit["objectID"]?.stringValue)
    #expect(search.hitsController.renderDetail(ofRow: 0, raw: false, with: WordsRenderer()) == [first])
    #expect(search.hitsController.renderDetail(ofRow: 10_000, raw: true, with: WordsRenderer()) == nil)
  }

  @Test("the line renderer and another renderer draw the same controllers")
  func twoRenderers() async throws {
    let (session, search) = try await session(after: ["query phone", "facets brand --limit 3", "menu categories"])
    let line = search.hitsController.render(with: session.renderer)
    guard case .object(let json)? = line.json, case .array(let hits)? = json["hits"] else {
      Issue.record("the line renderer's hits have no JSON array")
      return
    }
    let words = search.hitsController.render(with: WordsRenderer())
    #expect(!words.isEmpty)
    #expect(words == hits.compactMap { $0.objectValue?["objectID"]?.stringValue })
    let facets = try #require(search.facetLists["brand"]).controller
    #expect(facets.render(with: WordsRenderer()).count == 3)
    #expect(facets.render(with: session.renderer).text.split(separator: "\n").count == 3)
    let menu = try #require(search.hierarchicalMenus["categories"]).controller
    #expect(menu.render(with: WordsRenderer()).count == menu.render(with: session.renderer).text.split(separator: "\n").count)
    #expect(search.statsController.render(with: WordsRenderer()) == ["\(search.latestResponse?.nbHits ?? -1)"])
  }

  @Test("a command prints what its controller rendered")
  func commandPrintsController() async throws {
    let (session, search) = try await session(after: ["query phone"])
    try await run("facets brand --sort alpha --limit 2", in: session)
    let controller = try #require(search.facetLists["brand"]).controller
    #expect(session.printer.lastOutput == controller.render(with: session.renderer).text)
    #expect(controller.view.items.count == 2)
    #expect(controller.view.items.map(\.item.value) == controller.view.items.map(\.item.value).sorted())
  }

  @Test("filters prints what the current filters controller holds, which the filter state pushed to it")
  func currentFiltersPushed() async throws {
    let (session, search) = try await session(after: ["query phone"])
    var pushes = 0
    search.currentFiltersController.onChange = { pushes += 1 }
    try await run("refine brand=Apple; tag sale", in: session)
    #expect(pushes >= 2)
    // In the filter state's canonical order (groups by name: `_tags` before `brand`).
    #expect(search.currentFiltersController.render(with: WordsRenderer()) == ["sale", "Apple"])
    try await run("filters", in: session)
    #expect(session.printer.lastOutput == search.currentFiltersController.render(with: session.renderer).text)
    #expect(session.printer.lastOutput.hasSuffix("filters: \(search.filterState.filtersString ?? "")\n"))
  }

  @Test("sffv, multi and sort print what their controllers were pushed")
  func commandWidgets() async throws {
    let (session, search) = try await session(after: ["query phone"])
    let values = FacetSearchWidget(attribute: "brand", text: "s", in: search)
    try await values.search()
    #expect(!values.controller.render(with: WordsRenderer()).isEmpty)
    try await run("sffv brand s", in: session)
    #expect(session.printer.lastOutput == values.controller.render(with: session.renderer).text)

    let multi = MultiIndexWidget(indexNames: [search.indexName, search.indexName], hitsShown: 2, in: search)
    try await multi.search()
    #expect(multi.render(with: WordsRenderer()) == ["\(search.indexName):2", "\(search.indexName):2"])
    try await run("multi \(search.indexName) \(search.indexName) --hits 2", in: session)
    #expect(session.printer.lastOutput == multi.render(with: session.renderer).text)

    try await run("sort", in: session)
    #expect(session.printer.lastOutput.hasPrefix("* \(search.indexName)\n"))
  }

  @Test("the live mode's facet panel draws the same list controller `facets` prints")
  func panelDrawsTheController() async throws {
    let (_, search) = try await session(after: ["query phone", "refine brand=Apple", "facets brand"])
    let panel = FacetPanel(entries: [.list("brand")])
    let rows = panel.rows(in: search).filter(\.isSelectable)
    let controller = try #require(search.facetLists["brand"]).controller
    let printed = controller.view.items.filter { $0.item.count > 0 || $0.isSelected }.prefix(panel.limit)
    #expect(rows.map(\.label) == printed.map(\.item.value))
    #expect(rows.map(\.count) == printed.map(\.item.count))
    #expect(rows.first?.isSelected == true)
  }
}
