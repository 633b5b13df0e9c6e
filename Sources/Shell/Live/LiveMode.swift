import InstantSearchCore

/// Enters live mode on a session and comes back: what `live` and `instantsearch --live` run.
@MainActor
enum LiveMode {
  /// Shows the live screen on the session's index until the user leaves, then records the
  /// equivalent commands and prints the stats line of the state it ended in.
  static func run(in session: ShellSession) async throws {
    let search = try session.requireSearch()
    let usedLists = Array(search.facetLists.keys) + search.facetConfigurations.keys.sorted().filter { search.facetLists[$0] == nil }
    let usedMenus = search.hierarchicalMenus.map { ($0.key, $0.value.levels) }
    // Without widgets in use the panel comes from the settings: when they are not read yet, the
    // screen opens at once and the panel fills in when they arrive (a slow backend must not
    // keep the search box away).
    let cached = search.settingsCache[search.indexName]
    let entries = FacetPanelEntry.resolve(used: usedLists, usedMenus: usedMenus, settings: cached)
    let panel = FacetPanel(entries: entries)
    if panel.connect(in: search) || search.latestResponse == nil {
      search.searcher.triggerSearch()
    }
    let settingsNeeded = entries.isEmpty && cached == nil
    let terminal = try RawTerminal.enter()
    let screen = LiveScreen(session: session, search: search, panel: panel, terminal: terminal)
    screen.before = LiveSnapshot.current(of: search, entries: panel.entries, cursorRow: search.currentPage * perPage(search))
    await screen.run(loadingPanelFromSettings: settingsNeeded)
    terminal.leave()
    let after = screen.snapshot()
    for command in screen.before.commands(reaching: after, entries: screen.panel.entries) {
      session.noteEquivalent(command)
    }
    search.currentPage = after.page
    // The last keystroke's answer is usually a millisecond away; a hanging backend must not
    // hold the prompt back (the next command waits for it anyway).
    let isSettled = await search.searcher.settled(within: .seconds(1))
    if !isSettled {
      session.printer.print(text: "the last search is still running; the next command waits for it\n")
    } else {
      session.printer.print(search.statsController.render(with: session.renderer))
    }
  }

  private static func perPage(_ search: SearchContext) -> Int {
    max(1, search.stats.item?.hitsPerPage ?? search.latestResponse?.hitsPerPage ?? 20)
  }
}
