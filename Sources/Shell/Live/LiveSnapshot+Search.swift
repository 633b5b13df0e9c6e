import InstantSearchCore

extension LiveSnapshot {
  /// The state of `search` as live mode shows it, with the cursor on `cursorRow`.
  @MainActor
  static func current(of search: SearchContext, entries: [FacetPanelEntry], cursorRow: Int) -> LiveSnapshot {
    var refinements: [String: Set<String>] = [:]
    var menuPaths: [String: String] = [:]
    for entry in entries {
      switch entry {
      case .list(let attribute): refinements[attribute] = search.facetLists[attribute]?.interactor.selections ?? []
      case .menu(let base, _): menuPaths[base] = search.hierarchicalMenus[base]?.interactor.selections.last
      }
    }
    let perPage = max(1, search.stats.item?.hitsPerPage ?? search.latestResponse?.hitsPerPage ?? 20)
    return LiveSnapshot(
      query: search.searcher.query ?? "", refinements: refinements, menuPaths: menuPaths, page: cursorRow / perPage)
  }
}
