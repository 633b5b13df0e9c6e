import InstantSearchCore
import SearchModel

/// The terminal's hits list: reads rows from the hits interactor and renders them as text.
///
/// The counterpart of `HitsTableController`. The connection tells it when results change; a
/// command asks it to render the rows it wants (the new page after `next`, all rows for `hits`).
@MainActor
public final class TerminalHitsController: HitsController {
  /// Where rows come from (the hits interactor), set by the connection.
  public var hitsSource: (any HitsSource)?
  /// How many times the list was reloaded (results arrived).
  public private(set) var reloadCount = 0

  public init() {}

  public func reload() { reloadCount += 1 }
  public func scrollToTop() {}

  /// The number of rows available.
  public var rowCount: Int { hitsSource?.numberOfHits() ?? 0 }

  /// The raw hits of `rows` (rows whose page is not loaded are skipped).
  public func rawHits(_ rows: Range<Int>) -> [(row: Int, hit: JSONObject)] {
    guard let hitsSource else { return [] }
    return rows.compactMap { row in hitsSource.rawHit(atIndex: row).map { (row, $0) } }
  }
}
