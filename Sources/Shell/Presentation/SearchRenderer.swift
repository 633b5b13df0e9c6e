import InstantSearchCore
import SearchModel

/// Turns what the terminal controllers hold into output: the one place search results are
/// formatted.
///
/// The shell's search widgets follow InstantSearch's split: the interactor pushes into its
/// controller (`TerminalStatsController`, `TerminalHitsController`,
/// `TerminalFacetListController`, `TerminalHierarchicalController`,
/// `TerminalCurrentFiltersController`, `TerminalFacetSearchController`,
/// `TerminalSortByController`, `TerminalFilterToggleController`), the controller keeps what it
/// was given as a value (`HitRow`s, `FacetListView`, `MenuView`, `CurrentFiltersView`,
/// `FacetSearchView`, `SortByView`, `ToggleView`) and renders it with a renderer; a command
/// prints what its controller rendered. The controllers never format.
///
/// What only the line output shows and no interactor holds (the index list, the settings, the
/// parameters, the backend, a facet's configuration, the history, the command list) is a value
/// of this folder too (`IndexListView`…), which a command hands to `LineRenderer`.
///
/// ## Adding a renderer
/// 1. Write a type conforming to `SearchRenderer` with its own `Rendering` (the line output's is
///    `Printout`, text and JSON; a full-screen view's could be its styled lines).
/// 2. Render the controllers of the session's `SearchContext` with it —
///    `search.statsController.render(with: myRenderer)` — when they change: each controller calls
///    its `onChange` after every push, so a screen subscribes there and redraws.
/// 3. Anything new a renderer needs goes into the controller's value (or a new controller
///    connected to its interactor), never into a command: both renderers then see it.
@MainActor
public protocol SearchRenderer {
  /// What one rendering produces.
  associatedtype Rendering

  /// The stats of the last results (nil before any or after an error).
  func stats(_ stats: SearchStats?) -> Rendering
  /// Rows of the hits list, in order.
  func hits(_ rows: [HitRow]) -> Rendering
  /// One hit in full, or its JSON as returned.
  func hitDetail(_ view: HitDetailView) -> Rendering
  /// One refinement list.
  func facetList(_ list: FacetListView) -> Rendering
  /// One hierarchical menu.
  func menu(_ menu: MenuView) -> Rendering
  /// The refinements by group, and the `filters` string they make.
  func currentFilters(_ filters: CurrentFiltersView) -> Rendering
  /// The values a search for facet values found.
  func facetSearch(_ search: FacetSearchView) -> Rendering
  /// One multi-index search: each index's stats and first hits, in the order asked.
  func indexResults(_ results: [IndexResultsView]) -> Rendering
  /// The indexes a sort selector chooses from, and the one searched.
  func sortBy(_ sortBy: SortByView) -> Rendering
  /// A filter toggle and whether it is on.
  func toggle(_ toggle: ToggleView) -> Rendering
}

/// One row of the hits list: its position (from 0) and the hit as the backend returned it.
public struct HitRow: Sendable, Hashable {
  public var row: Int
  public var hit: JSONObject

  public init(row: Int, hit: JSONObject) {
    self.row = row
    self.hit = hit
  }
}

/// A refinement list as shown: its attribute and its values, sorted and limited.
public struct FacetListView: Sendable, Hashable {
  public var attribute: String
  public var items: [SelectableItem<FacetHit>]
}

/// A hierarchical menu as shown: the rows, and what describes the menu.
public struct MenuView: Sendable, Hashable {
  /// The base attribute (`categories`).
  public var attribute: String
  /// The level attributes, shallowest first.
  public var levels: [String]
  /// What separates levels inside a value.
  public var separator: String
  /// The selected path, shallowest first (it may lie outside the results).
  public var path: [String]
  /// The rows: top-level values, and the children of each selected one.
  public var rows: [HierarchicalItem]

  /// The last level of a value (`Grills` for `Garden > Outdoor Living > Grills`): the label
  /// InstantSearch's menu rows show, indentation telling the rest.
  public func label(of value: String) -> String {
    guard !separator.isEmpty, let range = value.range(of: separator, options: .backwards) else { return value }
    return String(value[range.upperBound...])
  }
}
