import InstantSearchCore
import SearchBackend
import SearchModel

/// What the search commands act on: InstantSearch's searcher, filter state, interactors and the
/// terminal controllers connected to them.
///
/// Built the way an InstantSearch screen is: a `HitsSearcher` on the index, a `FilterState`, a
/// search box (on submit), a hits list, a stats label and pagination, all wired with Core's
/// connectors. Refinement lists, toggles and ranges are connected on first use, one per
/// attribute, as a screen would add a widget. Commands change interactors, then wait for the
/// searcher to be idle, so what they print is the state after the search.
@MainActor
public final class SearchContext {
  /// The backend every search goes through.
  public let service: any SearchService
  /// The refinements.
  public let filterState: FilterState
  /// The searcher of the open index.
  public let searcher: HitsSearcher
  /// The query text, submitted by `query`.
  public let searchBox = SearchBoxInteractor()
  /// The hits list (raw hits, key order kept).
  public let hits: HitsInteractor<JSONObject>
  /// Its terminal view.
  public let hitsController: TerminalHitsController
  /// The stats label's logic.
  public let stats = StatsInteractor()
  /// Its terminal view.
  public let statsController = TerminalStatsController()
  /// Page numbers for `page N` and `prev`.
  public let pagination = PaginationInteractor()
  /// Clears every refinement (`clear --all`).
  public let filterClear = FilterClearInteractor()
  /// The current filters' logic.
  public let currentFilters = CurrentFiltersInteractor()
  /// Their terminal view (`filters`).
  public let currentFiltersController: TerminalCurrentFiltersController
  /// Refinement lists by attribute, in the order they were first used.
  public private(set) var facetLists: OrderedDictionary<String, FacetListWidget> = [:]
  /// Hierarchical menus by base attribute (`categories`), in the order they were first used.
  public private(set) var hierarchicalMenus: OrderedDictionary<String, HierarchicalMenuWidget> = [:]
  /// `facet-config` per attribute, applied when the list is (re)connected.
  public private(set) var facetConfigurations: [String: FacetConfiguration] = [:]
  /// Filter toggles by their filter.
  public private(set) var toggles: [Filter: FilterToggleConnector] = [:]
  /// Numeric ranges by attribute.
  public private(set) var ranges: [String: NumberRangeConnector] = [:]
  /// The settings of the open index, read once per index.
  public var settingsCache: [String: IndexSettings] = [:]
  /// The primary index `sort` switches away from (set on first `sort`).
  public var sortPrimary: String?
  /// The page the user is looking at (what `prev` goes back from).
  public var currentPage = 0
  private var connections: [any Connection] = []
  private var lastError: (any Error)?
  /// The backend's error behind the last failure `settle()` threw (what a rollback reports).
  public private(set) var lastSearchFailure: (any Error)?
  private var errorToken: ObservationToken?

  /// Connects the widgets of a search screen on `indexName`.
  public init(service: any SearchService, indexName: String) {
    self.service = service
    searcher = HitsSearcher(service: RuleRevealingSearchService(base: service), indexName: indexName)
    let hits = HitsInteractor(infiniteScrolling: .off, showItemsOnEmptyQuery: true, decoder: .raw)
    self.hits = hits
    hitsController = TerminalHitsController(presented: { [weak hits] row in hits?.notifyDidPresentRow(row) })
    let filterState = FilterState()
    self.filterState = filterState
    currentFiltersController = TerminalCurrentFiltersController(filtersString: { filterState.filtersString ?? "" })
    connections = [
      searchBox.connectSearcher(searcher, searchTriggeringMode: .searchOnSubmit),
      HitsConnector(searcher: searcher, interactor: hits, filterState: filterState, controller: hitsController),
      StatsConnector(searcher: searcher, interactor: stats),
      stats.connectController(statsController),
      pagination.connectSearcher(searcher),
      filterClear.connectFilterState(filterState),
      CurrentFiltersConnector(filterState: filterState, interactor: currentFilters, controller: currentFiltersController),
    ]
    errorToken = searcher.onError.subscribe(with: self) { context, error in context.lastError = error.underlyingError }
  }

  /// The index searched.
  public var indexName: String { searcher.indexName }

  /// The last results.
  public var latestResponse: SearchResponse? { searcher.latestResponse }

  /// Waits until no search is in flight and throws the error of the last one the command
  /// started, if it failed (`perform` forgets older ones first).
  ///
  /// Ctrl-C (the cancellation of the waiting command) cancels the searches in flight, which
  /// cancels their HTTP requests: the command ends at once instead of when the backend answers
  /// or times out.
  private func settle() async throws {
    await waitForSearches()
    try Task.checkCancellation()
    if let error = lastError {
      lastError = nil
      lastSearchFailure = error
      throw CommandFailure(Self.describe(error))
    }
  }

  /// The one place a command waits for the searcher: until no search it started, and none the
  /// connections started for it (a filter change, a page infinite scrolling asked for), is in
  /// flight. The error of a failed search was recorded from `onError` as it went out; `settle()`
  /// reports it once, as the command's failure.
  private func waitForSearches() async {
    await searcher.waitUntilIdle()
  }

  /// Runs `change` (which should start a search through an interactor, or load a page), then
  /// waits for it and throws its error as the command's one failure.
  ///
  /// The one error path of a command: an error that went out through `onError` before the
  /// command began (shown by the live mode, or met by a page `show` waited for) is forgotten
  /// first, so it is never reported again by a later command.
  public func perform(_ change: () async -> Void) async throws {
    lastError = nil
    lastSearchFailure = nil
    await change()
    try await settle()
  }

  /// Shows `rows` of the hits list and returns `render()` of that state, after waiting for the
  /// pages that showing the rows asked for (infinite scrolling, `set infiniteScrollOffset N`),
  /// so they land before the next command reads the list.
  public func show<Rendering>(rows: Range<Int>, rendering render: () -> Rendering) async -> Rendering {
    hitsController.show(rows: rows)
    let rendering = render()
    await waitForSearches()
    return rendering
  }

  /// The rows of page `page` of the current results.
  public func rows(ofPage page: Int) -> Range<Int> {
    let perPage = stats.item?.hitsPerPage ?? latestResponse?.hitsPerPage ?? 20
    let start = page * perPage
    return start..<max(start, min(start + perPage, hitsController.rowCount))
  }

  /// Searches again with the current state (after `set`, `index`...).
  public func refresh() async throws {
    try await perform { searcher.triggerSearch() }
  }

  /// The refinement list of `attribute`, connected on first use with its `facet-config`.
  public func facetList(for attribute: String) -> FacetListWidget {
    if let existing = facetLists[attribute] { return existing }
    let widget = FacetListWidget(
      attribute: attribute, configuration: facetConfigurations[attribute] ?? FacetConfiguration(),
      searcher: searcher, filterState: filterState)
    facetLists[attribute] = widget
    return widget
  }

  /// The hierarchical menu over `attribute`'s `levels`, connected on first use; a different
  /// `separator` reconnects it with that one (the selected path is kept: it is in the filter state).
  ///
  /// - Returns: the menu, and whether it was (re)connected, so it has no counts yet.
  public func hierarchicalMenu(
    for attribute: String, levels: [String], separator: String
  ) -> (menu: HierarchicalMenuWidget, isNew: Bool) {
    if let existing = hierarchicalMenus[attribute] {
      if existing.separator == separator && existing.levels == levels { return (existing, false) }
      existing.disconnect()
    }
    let widget = HierarchicalMenuWidget(
      attribute: attribute, levels: levels, separator: separator, searcher: searcher, filterState: filterState)
    hierarchicalMenus[attribute] = widget
    return (widget, true)
  }

  /// Removes every refinement on `attribute` (`clear ATTR`, `unrefine ATTR`).
  ///
  /// A hierarchical menu's selection goes too when `attribute` names it (`categories`); a level
  /// (`categories.lvl1`) is an ordinary attribute, whose removal FilterState itself carries to
  /// the menu's path.
  public func clearRefinements(of attribute: String) async throws {
    var commands: [FilterState.Command] = [.clearAttribute(attribute)]
    if filterState.snapshot.hierarchicalFacets.contains(where: { $0.groupName == attribute && !$0.path.isEmpty }) {
      commands.append(.clear(.hierarchical(name: attribute)))
    }
    try await perform { filterState.notify(commands) }
  }

  /// Sets the selection mode and operator of `attribute`'s list, reconnecting it; when the
  /// operator changes, the attribute's refinements move to the new group, so none is lost.
  public func configureFacet(_ attribute: String, _ configuration: FacetConfiguration) {
    let previous = facetConfigurations[attribute] ?? FacetConfiguration()
    facetConfigurations[attribute] = configuration
    if let existing = facetLists[attribute] {
      existing.disconnect()
      facetLists.removeValue(forKey: attribute)
    }
    if previous.refinementOperator != configuration.refinementOperator {
      let from = Self.groupID(attribute, previous.refinementOperator)
      let to = Self.groupID(attribute, configuration.refinementOperator)
      let moved = filterState.filters(in: from).filter { filter in
        if case .facet(let facet) = filter { return facet.attribute == attribute }
        return false
      }
      if !moved.isEmpty {
        filterState.notify(moved.map { .remove($0, from: from) } + moved.map { .add($0, to: to) })
      }
    }
    _ = facetList(for: attribute)
  }

  /// The group a facet list of `attribute` keeps its refinements in.
  static func groupID(_ attribute: String, _ refinementOperator: RefinementOperator) -> FilterGroupID {
    refinementOperator == .and ? .and(name: attribute) : .or(name: attribute, filterType: .facet)
  }

  /// The toggle of `filter`, connected on first use.
  public func toggle(for filter: Filter) -> FilterToggleConnector {
    if let existing = toggles[filter] { return existing }
    let connector = FilterToggleConnector(filterState: filterState, filter: filter)
    toggles[filter] = connector
    return connector
  }

  /// The numeric range widget of `attribute`, connected on first use.
  public func range(for attribute: String) -> NumberRangeConnector {
    if let existing = ranges[attribute] { return existing }
    let connector = NumberRangeConnector(searcher: searcher, filterState: filterState, attribute: attribute)
    ranges[attribute] = connector
    return connector
  }

  /// The settings of the open index (read from the backend once).
  public func indexSettings() async throws -> IndexSettings {
    if let cached = settingsCache[indexName] { return cached }
    do {
      let settings = try await service.settings(index: indexName)
      settingsCache[indexName] = settings
      return settings
    } catch {
      throw CommandFailure(Self.describe(error))
    }
  }

  /// A backend or decoding error in one line.
  static func describe(_ error: any Error) -> String {
    if let api = error as? APIError { return api.message }
    if let failure = error as? CommandFailure { return failure.message }
    if let request = error as? RequestError<HitsSearchRequest> { return describe(request.underlyingError) }
    return "\(error)"
  }
}
