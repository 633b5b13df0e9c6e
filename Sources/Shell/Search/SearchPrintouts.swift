import InstantSearchCore
import SearchModel

/// The printouts of search state shared by several commands: stats line, hit rows, facet lists.
@MainActor
extension SearchContext {
  /// The stats line through the stats presenter (`1000 results`, `(3ms)` only with `--timing`),
  /// and `{"query","nbHits","page","nbPages","hitsPerPage","processingTimeMS"}`.
  func statsPrintout(withTimings: Bool) -> Printout {
    guard let item = stats.item else {
      return Printout(text: "no results\n", json: .object(["nbHits": .null]))
    }
    let line = statsController.text ?? ""
    var json: JSONObject = [:]
    json["query"] = .string(item.query ?? "")
    json["nbHits"] = .number(Double(item.totalHitsCount))
    json["page"] = .number(Double(item.page))
    json["nbPages"] = .number(Double(item.pagesCount))
    json["hitsPerPage"] = .number(Double(item.hitsPerPage))
    json["processingTimeMS"] = withTimings ? .number(Double(item.processingTimeMS)) : .null
    return Printout(text: line + "\n", json: .object(json))
  }

  /// Rows of the hits list, numbered from 1, matches highlighted; `{"hits":[…]}` in JSON.
  func hitsPrintout(rows: Range<Int>, style: Style) -> Printout {
    let formatter = HitFormatter(style: style)
    let shown = hitsController.rawHits(rows)
    let text = shown.isEmpty ? "no hits\n" : shown.map { formatter.summary(row: $0.row, hit: $0.hit) }.joined()
    // Showing rows is what makes an infinite-scrolling list fetch the pages around them
    // (`set infiniteScrollOffset N`); the session waits for those loads after the command.
    if let last = shown.last { hits.notifyDidPresentRow(last.row) }
    return Printout(text: text, json: .object(["hits": .array(shown.map { .object($0.hit) })]))
  }

  /// The stats line then the hits of `rows` (`query`, `page`): in JSON one document per command,
  /// the stats fields and `"hits"` together, shaped like Algolia's response, so
  /// `jq '.nbHits, .hits[].objectID'` reads a query's whole answer from one line.
  func resultsPrintout(rows: Range<Int>, style: Style, withTimings: Bool) -> Printout {
    let stats = statsPrintout(withTimings: withTimings)
    let hits = hitsPrintout(rows: rows, style: style)
    var json: JSONObject = [:]
    if case .object(let fields) = stats.json { json = fields }
    if case .object(let fields) = hits.json { json["hits"] = fields["hits"] }
    return Printout(text: stats.text + hits.text, json: .object(json))
  }

  /// The rows of page `page` of the current results.
  func rows(ofPage page: Int) -> Range<Int> {
    let perPage = stats.item?.hitsPerPage ?? latestResponse?.hitsPerPage ?? 20
    let start = page * perPage
    return start..<max(start, min(start + perPage, hitsController.rowCount))
  }
}
