import InstantSearchCore
import SearchModel

/// The terminal's hits list: reads rows from the hits interactor, shows a window of them.
///
/// The counterpart of `HitsTableController`. The interactor tells it when results change
/// (`reload`) or are replaced (`scrollToTop`); `show(rows:)` moves the window, as scrolling a
/// table does, and tells the interactor which rows were presented, which is what makes an
/// infinite-scrolling list fetch the pages around them (`set infiniteScrollOffset N`).
@MainActor
public final class TerminalHitsController: HitsController {
  /// Where rows come from (the hits interactor), set by the connection.
  public var hitsSource: (any HitsSource)?
  /// The rows shown (clamped to the rows available when rendered).
  public private(set) var window: Range<Int> = 0..<0
  /// Called after results changed, for views that redraw (the full-screen mode).
  public var onChange: (@MainActor () -> Void)?
  private let presented: @MainActor (Int) -> Void

  /// A list whose presented rows are reported to `presented` (the interactor's
  /// `notifyDidPresentRow`).
  public init(presented: @escaping @MainActor (Int) -> Void = { _ in }) {
    self.presented = presented
  }

  public func reload() { onChange?() }
  public func scrollToTop() { window = 0..<0 }

  /// The number of rows available.
  public var rowCount: Int { hitsSource?.numberOfHits() ?? 0 }

  /// Shows `rows`: the window moves there and the last loaded row counts as presented.
  public func show(rows: Range<Int>) {
    window = rows
    if let last = visibleRows.last { presented(last.row) }
  }

  /// The raw hits of `rows` (rows whose page is not loaded are skipped).
  public func rawHits(_ rows: Range<Int>) -> [HitRow] {
    guard let hitsSource else { return [] }
    return rows.compactMap { row in hitsSource.rawHit(atIndex: row).map { HitRow(row: row, hit: $0) } }
  }

  /// The rows whose pages are loaded, as ranges of consecutive rows (from 0): after `page 19`
  /// then `prev`, the first page and the two last ones, not every row up to the last.
  public var loadedRanges: [ClosedRange<Int>] {
    guard let hitsSource else { return [] }
    var ranges: [ClosedRange<Int>] = []
    for row in 0..<rowCount where hitsSource.rawHit(atIndex: row) != nil {
      if let last = ranges.last, last.upperBound == row - 1 {
        ranges[ranges.count - 1] = last.lowerBound...row
      } else {
        ranges.append(row...row)
      }
    }
    return ranges
  }

  /// The loaded rows of the window.
  public var visibleRows: [HitRow] { rawHits(window.clamped(to: 0..<max(0, rowCount))) }

  /// Row `row` (from 0) in full as `renderer` shows it (`hit N`), or its JSON as returned when
  /// `raw`; nil when the row's page is not loaded.
  public func renderDetail<Renderer: SearchRenderer>(
    ofRow row: Int, raw: Bool, with renderer: Renderer
  ) -> Renderer.Rendering? {
    guard row >= 0, let hit = rawHits(row..<(row + 1)).first else { return nil }
    return renderer.hitDetail(HitDetailView(row: hit, isRaw: raw))
  }

  /// The window as `renderer` shows it.
  public func render<Renderer: SearchRenderer>(with renderer: Renderer) -> Renderer.Rendering {
    renderer.hits(visibleRows)
  }
}
