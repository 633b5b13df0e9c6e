import InstantSearchCore
import SearchModel

/// The terminal's current-filters view: the filters the interactor pushed, with their labels,
/// grouped as the filter state holds them.
///
/// The counterpart of InstantSearch's current-filters list; `filters` prints what it renders.
/// The `filters` string is read when rendering (`filtersString`, the filter state's), so the
/// view shows exactly what the searcher sends.
@MainActor
public final class TerminalCurrentFiltersController: CurrentFiltersController {
  /// Set by the connection: removes a filter (unused by the line output, there for a screen).
  public var onRemoveItem: (@MainActor (FilterAndID) -> Void)?
  /// The filters as last pushed, with their labels, in canonical order.
  public private(set) var items: [(item: FilterAndID, label: String)] = []
  /// Called after every push, for views that redraw (the full-screen mode).
  public var onChange: (@MainActor () -> Void)?
  private let filtersString: @MainActor () -> String

  /// A view whose `filters` line reads `filtersString` (the filter state's).
  public init(filtersString: @escaping @MainActor () -> String) {
    self.filtersString = filtersString
  }

  public func setItems(_ items: [(item: FilterAndID, label: String)]) {
    self.items = items
    onChange?()
  }

  /// The filters as shown: consecutive items of one group together.
  public var view: CurrentFiltersView {
    var groups: [CurrentFiltersView.Group] = []
    for (item, label) in items {
      let shown = CurrentFiltersView.Item(filter: item.filter, label: label)
      if groups.last?.id == item.groupID {
        groups[groups.count - 1].filters.append(shown)
      } else {
        groups.append(CurrentFiltersView.Group(id: item.groupID, filters: [shown]))
      }
    }
    return CurrentFiltersView(groups: groups, filters: filtersString())
  }

  /// The filters as `renderer` shows them.
  public func render<Renderer: SearchRenderer>(with renderer: Renderer) -> Renderer.Rendering {
    renderer.currentFilters(view)
  }
}
