import InstantSearchCore

/// Enters live mode on a session and comes back: what `live` and `instantsearch --live` run.
@MainActor
enum LiveMode {
  /// Shows the live screen on the session's index until the user leaves, then records the
  /// equivalent commands and prints the stats line of the state it ended in.
  static func run(in session: ShellSession) async throws {
    let search = try session.requireSearch()
    let settings = try? await search.indexSettings()
    let usedLists = Array(search.facetLists.keys) + search.facetConfigurations.keys.sorted().filter { search.facetLists[$0] == nil }
    let usedMenus = search.hierarchicalMenus.map { ($0.key, $0.value.levels) }
    let panel = FacetPanel(entries: FacetPanelEntry.resolve(used: usedLists, usedMenus: usedMenus, settings: settings))
    if panel.connect(in: search) || search.latestResponse == nil {
      search.searcher.triggerSearch()
    }
    let before = LiveSnapshot.current(of: search, entries: panel.entries, cursorRow: search.currentPage * perPage(search))
    let terminal = try RawTerminal.enter()
    let screen = LiveScreen(session: session, search: search, panel: panel, terminal: terminal)
    await screen.run()
    terminal.leave()
    await search.searcher.waitUntilIdle()
    let after = screen.snapshot()
    for command in before.commands(reaching: after, entries: panel.entries) {
      session.noteEquivalent(command)
    }
    search.currentPage = after.page
    session.printer.print(search.statsController.render(with: session.renderer))
  }

  private static func perPage(_ search: SearchContext) -> Int {
    max(1, search.stats.item?.hitsPerPage ?? search.latestResponse?.hitsPerPage ?? 20)
  }
}
