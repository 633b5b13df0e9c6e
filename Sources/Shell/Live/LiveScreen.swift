import InstantSearchCore
import SearchModel

/// The live mode: an InstantSearch screen in the terminal, on the session's search state.
///
/// The same searcher, filter state and widgets as the prompt's commands, with the search box in
/// search-as-you-type mode (each keystroke searches; the searcher's sequencer drops stale
/// answers), the hits interactor with infinite scrolling on (pages load as the cursor nears the
/// end of the loaded rows), and a facet panel of refinement lists and menus whose Space "clicks"
/// a value through its controller. Every change of state schedules a repaint; the screen is
/// drawn into a `ScreenBuffer` and only the difference is written. Ctrl-Z suspends as at the
/// prompt. Leaving (Esc, Ctrl-C, or
/// Ctrl-D on an empty query) restores the terminal and returns to the prompt with the state
/// live mode ended in, and appends the equivalent commands to the recording.
@MainActor
final class LiveScreen {
  let session: ShellSession
  let search: SearchContext
  /// The facet panel (replaced once when it comes from settings read after opening).
  private(set) var panel: FacetPanel
  /// The state on entry, for the equivalent commands; widgets added later enter it as they
  /// were when they were connected.
  var before = LiveSnapshot(query: "", refinements: [:], menuPaths: [:], page: 0)
  let colors: Bool
  private let terminal: RawTerminal
  private let reader = KeyReader()
  private let trace: LiveTrace?

  var box: SearchBoxEditor
  var focus = LiveFocus.box
  /// The hit under the cursor and the first one shown.
  var hitRow = 0
  var hitTop = 0
  /// The hit shown in full (Enter), and how far it is scrolled.
  var detail: (row: Int, scroll: Int)?
  /// The panel row under the cursor and the first one shown.
  var panelRow = 0
  var panelTop = 0
  /// The value under the panel's cursor: the cursor stays on it when a refinement reorders the
  /// list (refined values come first).
  var panelValue: (entry: FacetPanelEntry, value: String)?
  /// The last backend error, shown until results arrive.
  var errorMessage: String?
  var loadingSince: ContinuousClock.Instant?
  /// Each shown hit row's two lines as formatted for the list, kept until the hits change: a
  /// keystroke draws several frames (its echo, the answer, the next page loaded), and formatting
  /// the rows' highlights again for each was a third of a frame's time.
  var formattedRows: [Int: [StyledText]] = [:]
  /// Whether the last frame drawn showed a hit row as "loading…" (its page not loaded yet).
  var drewLoadingRows = false
  private var shown: ScreenBuffer?
  private var isDrawScheduled = false
  private var isDone = false
  /// The box's text changed since the last search: a batch of keys searches once, for its end.
  private var isQueryEdited = false
  private var connections: [any Connection] = []
  private var tokens: [ObservationToken] = []

  init(session: ShellSession, search: SearchContext, panel: FacetPanel, terminal: RawTerminal) {
    self.session = session
    self.search = search
    self.panel = panel
    self.terminal = terminal
    colors = session.printer.style.isEnabled
    trace = LiveTrace(environment: session.environment)
    box = SearchBoxEditor(text: search.searcher.query ?? "")
  }

  /// Shows the screen until the user leaves.
  ///
  /// - Parameter loadingPanelFromSettings: read the index's settings in the background and
  ///   show the panel they describe when they arrive.
  func run(loadingPanelFromSettings: Bool = false) async {
    if loadingPanelFromSettings { loadPanelFromSettings() }
    let savedScrolling = search.hits.infiniteScrolling
    if case .off = savedScrolling { search.hits.infiniteScrolling = .default }
    search.searchBox.query = box.text
    connections.append(search.searchBox.connectSearcher(search.searcher, searchTriggeringMode: .searchAsYouType))
    subscribe()
    reader.start()
    let ticker = Task { @MainActor [weak self] in
      // Redraws while a search is slow, so the status line's wait counts up.
      while !Task.isCancelled {
        try? await Task.sleep(for: .milliseconds(250))
        guard let self, !self.isDone else { return }
        if self.loadingSince.map({ ContinuousClock.now - $0 > .seconds(1) }) ?? false { self.draw() }
      }
    }
    draw()
    for await batch in reader.events {
      for event in batch where !isDone { handle(event) }
      submitEditedQuery()
      if isDone { break }
      draw()
    }
    isDone = true
    ticker.cancel()
    reader.stop()
    trace?.finish()
    for connection in connections { connection.disconnect() }
    tokens.removeAll()
    search.hits.infiniteScrolling = savedScrolling
  }

  private func loadPanelFromSettings() {
    Task { @MainActor [weak self] in
      guard let search = self?.search, let settings = try? await search.indexSettings(), let self, !self.isDone else { return }
      let panel = FacetPanel(entries: FacetPanelEntry.resolve(used: [], usedMenus: [], settings: settings))
      let isNew = panel.connect(in: search)
      let connected = LiveSnapshot.current(of: search, entries: panel.entries, cursorRow: 0)
      before.refinements.merge(connected.refinements) { kept, _ in kept }
      before.menuPaths.merge(connected.menuPaths) { kept, _ in kept }
      self.panel = panel
      if isNew { search.searcher.triggerSearch() }
      scheduleDraw()
    }
  }

  private func subscribe() {
    // A search started before the screen opened (the panel's first counts) is already loading.
    loadingSince = search.searcher.isLoading ? ContinuousClock.now : nil
    tokens = [
      search.searcher.onResults.subscribe(with: self) { screen, response in
        screen.trace?.answered(query: response.query ?? "", processingTimeMS: response.processingTimeMS)
        screen.errorMessage = nil
        screen.scheduleDraw()
      },
      search.searcher.onError.subscribe(with: self) { screen, error in
        screen.errorMessage = SearchContext.describe(error.underlyingError)
        screen.scheduleDraw()
      },
      search.searcher.onLoadingChanged.subscribe(with: self) { screen, isLoading in
        screen.loadingSince = isLoading ? ContinuousClock.now : nil
        screen.scheduleDraw()
      },
      search.hits.onRequestChanged.subscribe(with: self) { screen, _ in
        // New query or filters: the list starts over at its top, as InstantSearch's lists do.
        screen.hitRow = 0
        screen.hitTop = 0
        screen.detail = nil
        screen.formattedRows = [:]
      },
      search.hits.onResultsUpdated.subscribe(with: self) { screen, _ in
        screen.formattedRows = [:]
        screen.scheduleDraw()
      },
    ]
  }

  /// Repaints once the current work on the main actor is done (several results arriving
  /// together cost one frame).
  func scheduleDraw() {
    guard !isDrawScheduled, !isDone else { return }
    isDrawScheduled = true
    Task { @MainActor [weak self] in
      guard let self else { return }
      self.isDrawScheduled = false
      if !self.isDone { self.draw() }
    }
  }

  /// Draws the screen and writes what changed.
  func draw() {
    let size = terminal.size()
    let frame = render(rows: size.rows, columns: size.columns)
    terminal.write(ScreenDiff.render(from: shown, to: frame, colors: colors))
    shown = frame
    let answersBox = (search.searcher.latestResponse?.query ?? "") == box.text
    trace?.frameWritten(
      showsAnswer: answersBox && !isUpdating && !drewLoadingRows,
      isIdle: answersBox && !search.searcher.isLoading)
  }

  /// Whether a search in flight will change what the screen shows: one for another query or
  /// other filters than the answer shown. The next page that infinite scrolling loads as the
  /// rows near the end of the loaded ones is not such a search: it adds rows below the visible
  /// ones (a visible row it fills shows "loading…" meanwhile), so it shows no loading mark.
  var isUpdating: Bool {
    let searcher = search.searcher
    guard searcher.isLoading else { return false }
    guard var shown = searcher.latestRequest else { return true }
    var asked = searcher.request
    shown.parameters.page = nil
    asked.parameters.page = nil
    return shown != asked
  }

  // MARK: - Keys

  func handle(_ event: TerminalEvent) {
    switch event {
    case .endOfInput: isDone = true
    case .resize, .resumed: shown = nil
    case .key(let key, let readAt): handle(key, readAt: readAt)
    }
  }

  private func handle(_ key: Key, readAt: ContinuousClock.Instant) {
    switch key {
    case .control("c"):
      isDone = true
      return
    case .control("d") where box.text.isEmpty:
      isDone = true
      return
    case .control("z"):
      // Raw mode turns Ctrl-Z into a key: suspend as a cooked terminal would. The call returns
      // once the shell's `fg` continued the process; then the whole screen is drawn again.
      terminal.suspend()
      shown = nil
      return
    case .escape where detail == nil:
      isDone = true
      return
    case .tab where detail == nil:
      focus = focus.moved(forward: true, hasPanel: hasPanel)
      return
    case .backTab where detail == nil:
      focus = focus.moved(forward: false, hasPanel: hasPanel)
      return
    default: break
    }
    if detail != nil {
      handleDetail(key)
      return
    }
    switch focus {
    case .box:
      switch key {
      case .down, .pageDown, .enter: focus = .hits
      default: edit(key, readAt: readAt)
      }
    case .hits:
      switch key {
      case .enter where hitRow < search.hitsController.rowCount: detail = (hitRow, 0)
      case .character, .backspace:
        focus = .box
        edit(key, readAt: readAt)
      default: hitRow = moved(hitRow, by: key, count: search.hitsController.rowCount, page: visibleHits)
      }
    case .facets:
      let rows = panel.rows(in: search)
      switch key {
      case .character(" "), .enter:
        if panelRow < rows.count, rows[panelRow].isSelectable { panel.toggle(rows[panelRow], in: search) }
      case .character, .backspace:
        focus = .box
        edit(key, readAt: readAt)
      default:
        panelRow = movedPanelRow(by: key, rows: rows)
        if rows.indices.contains(panelRow), let value = rows[panelRow].value { panelValue = (rows[panelRow].entry, value) }
      }
    }
  }

  private func edit(_ key: Key, readAt: ContinuousClock.Instant) {
    guard box.apply(key) else { return }
    trace?.queryChanged(readAt: readAt)
    isQueryEdited = true
  }

  /// Gives the box's text to the search box interactor once the batch of keys is handled; in
  /// search-as-you-type mode its connection searches. The texts in between were never shown.
  private func submitEditedQuery() {
    guard isQueryEdited else { return }
    isQueryEdited = false
    trace?.querySubmitted()
    search.searchBox.query = box.text
  }

  private func handleDetail(_ key: Key) {
    guard var current = detail else { return }
    switch key {
    case .escape, .backspace, .left, .enter, .character("q"): detail = nil
    case .up: current.scroll = max(0, current.scroll - 1)
    case .down: current.scroll += 1
    case .pageUp: current.scroll = max(0, current.scroll - bodyHeight)
    case .pageDown, .character(" "): current.scroll += bodyHeight
    case .home: current.scroll = 0
    default: break
    }
    if detail != nil { detail = current }
  }

  /// A cursor moved by Up/Down/PgUp/PgDn/Home/End within `count` rows.
  private func moved(_ row: Int, by key: Key, count: Int, page: Int) -> Int {
    guard count > 0 else { return 0 }
    let target: Int
    switch key {
    case .up: target = row - 1
    case .down: target = row + 1
    case .pageUp: target = row - max(1, page)
    case .pageDown: target = row + max(1, page)
    case .home: target = 0
    case .end: target = count - 1
    default: return row
    }
    return min(max(0, target), count - 1)
  }

  private func movedPanelRow(by key: Key, rows: [FacetPanelRow]) -> Int {
    let selectable = rows.indices.filter { rows[$0].isSelectable }
    guard !selectable.isEmpty else { return 0 }
    let current = selectable.firstIndex { $0 >= panelRow } ?? 0
    return selectable[moved(current, by: key, count: selectable.count, page: bodyHeight - 1)]
  }

  // MARK: - Layout

  var screenSize: (rows: Int, columns: Int) { shown.map { ($0.rows, $0.columns) } ?? terminal.size() }
  var hasPanel: Bool { screenSize.columns >= 70 && !panel.entries.isEmpty }
  var bodyHeight: Int { max(1, screenSize.rows - 4) }
  var visibleHits: Int { max(1, bodyHeight / 2) }

  /// The state where it ends: what `record` needs.
  func snapshot() -> LiveSnapshot {
    LiveSnapshot.current(of: search, entries: panel.entries, cursorRow: hitRow)
  }
}
