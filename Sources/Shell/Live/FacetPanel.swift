import InstantSearchCore
import SearchModel

/// The facet panel: the session's refinement lists and menus, drawn from their terminal
/// controllers (the ones `facets` and `menu` print) with the panel's renderer, so the order,
/// counts and selections are the REPL's.
@MainActor
struct FacetPanel {
  /// The widgets shown.
  let entries: [FacetPanelEntry]
  /// Values shown per list or menu level (refined values always are).
  var limit = 8

  /// Connects the widgets (on first use, as `facets` and `menu` do); returns whether one is new,
  /// so its counts need a search.
  func connect(in search: SearchContext) -> Bool {
    var isNew = false
    for entry in entries {
      switch entry {
      case .list(let attribute):
        isNew = isNew || search.facetLists[attribute] == nil
        _ = search.facetList(for: attribute)
      case .menu(let base, let levels):
        let separator = search.hierarchicalMenus[base]?.separator ?? HierarchicalLevels.defaultSeparator
        let existingLevels = search.hierarchicalMenus[base]?.levels ?? levels
        isNew = search.hierarchicalMenu(for: base, levels: existingLevels, separator: separator).isNew || isNew
      }
    }
    return isNew
  }

  /// The rows now: each widget's title, then what its terminal controller renders for the panel
  /// (``FacetPanelRenderer``), the same controller `facets` and `menu` print.
  func rows(in search: SearchContext) -> [FacetPanelRow] {
    var rows: [FacetPanelRow] = []
    for entry in entries {
      rows.append(FacetPanelRow(entry: entry, value: nil, label: entry.name, count: 0, maxCount: 0, isSelected: false, level: 0))
      let renderer = FacetPanelRenderer(entry: entry, limit: limit)
      switch entry {
      case .list(let attribute):
        guard let widget = search.facetLists[attribute] else { continue }
        rows += widget.controller.render(with: renderer)
      case .menu(let base, _):
        guard let menu = search.hierarchicalMenus[base] else { continue }
        menu.controller.limit = limit
        rows += menu.controller.render(with: renderer)
      }
    }
    return rows
  }

  /// Toggles `row` as a click on it would: through the facet list's or the menu's controller.
  func toggle(_ row: FacetPanelRow, in search: SearchContext) {
    guard let value = row.value else { return }
    switch row.entry {
    case .list(let attribute): search.facetLists[attribute]?.click(value)
    case .menu(let base, _): search.hierarchicalMenus[base]?.click(value)
    }
  }

  /// `[x] Apple  34 ██████`: the mark, the label (indented by level), the count right-aligned
  /// and a bar proportional to the count within its list.
  static func line(_ row: FacetPanelRow, width: Int) -> StyledText {
    guard row.value != nil else {
      return StyledText(row.entry.name, style: TextStyle(foreground: .cyan, isBold: true))
    }
    var text = StyledText()
    text.append(String(repeating: "  ", count: row.level))
    text.append(row.isSelected ? "[x] " : "[ ] ", style: row.isSelected ? TextStyle(foreground: .green, isBold: true) : .plain)
    let count = String(row.count)
    let barWidth = max(0, min(10, width / 4))
    let labelWidth = max(1, width - text.width - count.count - 1 - (barWidth > 0 ? barWidth + 1 : 0))
    let label = DisplayWidth.prefix(of: row.label, fitting: labelWidth)
    text.append(String(label.text))
    text.append(String(repeating: " ", count: labelWidth - label.width + 1))
    text.append(count, style: TextStyle(isDim: true))
    if barWidth > 0 {
      let filled = row.maxCount > 0 ? max(row.count > 0 ? 1 : 0, row.count * barWidth / row.maxCount) : 0
      text.append(" ")
      text.append(String(repeating: "█", count: filled), style: TextStyle(foreground: .blue))
    }
    return text
  }
}
