import InstantSearchCore
import SearchModel

extension LiveScreen {
  /// The whole screen: search box, stats, hits (or one hit in full), facet panel, status line.
  func render(rows: Int, columns: Int) -> ScreenBuffer {
    var screen = ScreenBuffer(rows: rows, columns: columns)
    drewLoadingRows = false
    let panelWidth = hasPanelAt(columns: columns) ? min(44, columns * 2 / 5) : 0
    let listWidth = columns - (panelWidth > 0 ? panelWidth + 1 : 0)
    renderBox(into: &screen, columns: columns)
    renderStats(into: &screen, columns: columns)
    let header = TextStyle(isBold: true, isUnderlined: true)
    screen.put(detail.map { "Hit \($0.row + 1)" } ?? "Hits", row: 2, column: 0, style: focus == .hits ? header.reversed : header)
    if let detail {
      renderDetail(detail, into: &screen, width: listWidth)
    } else {
      renderHits(into: &screen, width: listWidth)
    }
    if panelWidth > 0 {
      let x = listWidth + 1
      for row in 2..<(rows - 1) { screen.put("│", row: row, column: listWidth, style: TextStyle(isDim: true)) }
      screen.put("Refinements", row: 2, column: x, style: focus == .facets ? header.reversed : header)
      renderPanel(into: &screen, column: x, width: panelWidth)
    }
    renderStatus(into: &screen, row: rows - 1, columns: columns)
    if focus == .box, detail == nil {
      screen.cursor = (0, min(columns - 1, boxColumn + box.cursorColumn - boxOffset(width: columns - boxColumn)))
    }
    return screen
  }

  private func hasPanelAt(columns: Int) -> Bool { columns >= 70 && !panel.entries.isEmpty }

  private var boxColumn: Int { 10 }

  /// How many columns of the text scroll out on the left so the cursor stays visible.
  private func boxOffset(width: Int) -> Int {
    max(0, box.cursorColumn - max(1, width - 1))
  }

  private func renderBox(into screen: inout ScreenBuffer, columns: Int) {
    screen.put(" Search ›", row: 0, column: 0, style: TextStyle(foreground: .cyan, isBold: true))
    let width = columns - boxColumn
    var skipped = 0
    var text = box.text[...]
    let offset = boxOffset(width: width)
    while skipped < offset, let first = text.first {
      skipped += DisplayWidth.of(first)
      text = text.dropFirst()
    }
    screen.put(String(text), row: 0, column: boxColumn + (skipped - offset), width: width)
  }

  private func renderStats(into screen: inout ScreenBuffer, columns: Int) {
    var line = StyledText(" ")
    let stats = search.statsController.stats.map { LineRenderer(style: .plain, withTimings: session.settings.timing).stats($0).text }
    line.append(stats.map { String($0.dropLast()) } ?? "", style: TextStyle(isDim: true))
    if isUpdating { line.append(" …", style: TextStyle(isDim: true)) }
    screen.put(line, row: 1, column: 0)
    let index = search.indexName
    let right = columns - DisplayWidth.of(index) - 1
    if right > line.width + 2 { screen.put(index, row: 1, column: right, style: TextStyle(foreground: .cyan)) }
  }

  private func renderHits(into screen: inout ScreenBuffer, width: Int) {
    let count = search.hitsController.rowCount
    hitRow = min(hitRow, max(0, count - 1))
    let visible = visibleHits
    if hitRow < hitTop { hitTop = hitRow }
    if hitRow >= hitTop + visible { hitTop = hitRow - visible + 1 }
    guard count > 0 else {
      let message = search.searcher.isLoading || search.latestResponse == nil ? "searching…" : "no hits"
      screen.put("  " + message, row: 3, column: 0, width: width, style: TextStyle(isDim: true))
      return
    }
    let formatter = HitFormatter(style: Style(isEnabled: true))
    for (offset, row) in (hitTop..<min(count, hitTop + visible)).enumerated() {
      let y = 3 + offset * 2
      // Presenting a row is what loads the pages around it (infinite scrolling).
      _ = search.hits.hit(atIndex: row)
      let isCursor = row == hitRow
      guard let raw = search.hits.rawHit(atIndex: row) else {
        screen.put(String(format: "%4d. loading…", row + 1), row: y, column: 0, width: width, style: TextStyle(isDim: true))
        drewLoadingRows = true
        continue
      }
      let lines = formattedRows[row] ?? {
        let text = formatter.summary(row: row, hit: raw)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).prefix(2).map { StyledText(ansi: String($0)) }
        formattedRows[row] = lines
        return lines
      }()
      var title = lines.first ?? StyledText()
      if isCursor {
        let style = focus == .hits ? TextStyle(isReversed: true) : TextStyle(isBold: true)
        title = title.adding(style)
        screen.fill(row: y, column: 0, width: width, style: focus == .hits ? TextStyle(isReversed: true) : .plain)
      }
      screen.put(title, row: y, column: 0, width: width)
      if lines.count > 1 { screen.put(lines[1], row: y + 1, column: 0, width: width) }
    }
  }

  private func renderDetail(_ detail: (row: Int, scroll: Int), into screen: inout ScreenBuffer, width: Int) {
    guard let raw = search.hits.rawHit(atIndex: detail.row) else { return }
    let text = LineRenderer(style: Style(isEnabled: true), withTimings: false).hit(raw).text
    var lines: [StyledText] = []
    for line in text.split(separator: "\n") {
      lines.append(contentsOf: StyledText(ansi: String(line)).wrapped(width: width - 1))
    }
    let start = min(detail.scroll, max(0, lines.count - bodyHeight))
    self.detail = (detail.row, start)
    for (offset, line) in lines.dropFirst(start).prefix(bodyHeight).enumerated() {
      screen.put(line, row: 3 + offset, column: 0, width: width)
    }
  }

  private func renderPanel(into screen: inout ScreenBuffer, column: Int, width: Int) {
    let rows = panel.rows(in: search)
    if let panelValue, let index = rows.firstIndex(where: { $0.entry == panelValue.entry && $0.value == panelValue.value }) {
      panelRow = index
    }
    if panelRow >= rows.count || !(rows.indices.contains(panelRow) && rows[panelRow].isSelectable) {
      panelRow = rows.indices.first { $0 >= min(panelRow, rows.count - 1) && rows[$0].isSelectable }
        ?? rows.indices.first { rows[$0].isSelectable } ?? 0
    }
    let height = bodyHeight
    if panelRow < panelTop { panelTop = max(0, panelRow - 1) }
    if panelRow >= panelTop + height { panelTop = panelRow - height + 1 }
    for (offset, index) in (panelTop..<min(rows.count, panelTop + height)).enumerated() {
      var line = FacetPanel.line(rows[index], width: width)
      if index == panelRow, focus == .facets { line = line.adding(TextStyle(isReversed: true)) }
      screen.put(line, row: 3 + offset, column: column, width: width)
    }
  }

  private func renderStatus(into screen: inout ScreenBuffer, row: Int, columns: Int) {
    if let errorMessage {
      screen.put(" error: " + errorMessage, row: row, column: 0, style: TextStyle(foreground: .red, isBold: true))
      return
    }
    if let since = loadingSince, ContinuousClock.now - since > .seconds(1) {
      let seconds = Double((ContinuousClock.now - since).components.seconds)
      screen.put(" waiting for the backend (\(Int(seconds)) s)…", row: row, column: 0, style: TextStyle(foreground: .yellow))
      return
    }
    let help: String
    switch (detail != nil, focus) {
    case (true, _): help = "↑↓ PgUp PgDn scroll · Esc/←/Enter back to the list"
    case (false, .box): help = "type to search · Tab/↓ hits · Esc leave"
    case (false, .hits): help = "↑↓ PgUp PgDn Home End move · Enter open · Tab refinements · Esc leave"
    case (false, .facets): help = "↑↓ move · Space refine · Tab search box · Esc leave"
    }
    screen.put(" " + help, row: row, column: 0, style: TextStyle(isDim: true))
  }
}
