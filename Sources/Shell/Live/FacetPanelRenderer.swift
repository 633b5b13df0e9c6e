import InstantSearchCore

/// The live screen's renderer for one widget of its facet panel: what the widget's terminal
/// controller holds, as panel rows (a value, its count, the bar's full length, its level).
///
/// The second renderer of the shell's controllers, beside the line output's `LineRenderer`: the
/// panel draws the refinement lists and menus the REPL's `facets` and `menu` print, from the same
/// controllers, so both show the same values, counts and selections. The panel shows only what
/// has a count or is refined, at most `limit` values per list or menu level (refined ones always);
/// what it does not show (stats, hits, filters) renders as no rows.
struct FacetPanelRenderer: SearchRenderer {
  /// The widget drawn.
  let entry: FacetPanelEntry
  /// Values shown per list or menu level (refined values always are).
  let limit: Int

  func facetList(_ list: FacetListView) -> [FacetPanelRow] {
    let items = list.items.filter { $0.item.count > 0 || $0.isSelected }
    let shown = items.enumerated().filter { $0.offset < limit || $0.element.isSelected }.map(\.element)
    let maxCount = shown.map(\.item.count).max() ?? 0
    return shown.map { item in
      FacetPanelRow(
        entry: entry, value: item.item.value, label: item.item.value, count: item.item.count, maxCount: maxCount,
        isSelected: item.isSelected, level: 0)
    }
  }

  func menu(_ menu: MenuView) -> [FacetPanelRow] {
    var maxByLevel: [Int: Int] = [:]
    for item in menu.rows { maxByLevel[item.level] = max(maxByLevel[item.level] ?? 0, item.facet.count) }
    return menu.rows.map { item in
      FacetPanelRow(
        entry: entry, value: item.facet.value, label: menu.label(of: item.facet.value), count: item.facet.count,
        maxCount: maxByLevel[item.level] ?? 0, isSelected: item.isSelected, level: item.level)
    }
  }

  func stats(_ stats: SearchStats?) -> [FacetPanelRow] { [] }
  func hits(_ rows: [HitRow]) -> [FacetPanelRow] { [] }
  func hitDetail(_ view: HitDetailView) -> [FacetPanelRow] { [] }
  func currentFilters(_ filters: CurrentFiltersView) -> [FacetPanelRow] { [] }
  func facetSearch(_ search: FacetSearchView) -> [FacetPanelRow] { [] }
  func indexResults(_ results: [IndexResultsView]) -> [FacetPanelRow] { [] }
  func sortBy(_ sortBy: SortByView) -> [FacetPanelRow] { [] }
  func toggle(_ toggle: ToggleView) -> [FacetPanelRow] { [] }
}
