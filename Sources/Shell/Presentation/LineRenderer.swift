import InstantSearchCore
import SearchModel

/// The line output's renderer: each rendering is a `Printout`, the text a person reads and the
/// JSON document a pipe reads, built side by side so the two never drift apart.
public struct LineRenderer: SearchRenderer {
  /// Colours or plain.
  public var style: Style
  /// `--timing`: the stats line and JSON carry the processing time.
  public var withTimings: Bool

  public init(style: Style, withTimings: Bool) {
    self.style = style
    self.withTimings = withTimings
  }

  /// The stats line through the stats presenter (`1000 results`, `(3ms)` only with `--timing`),
  /// and `{"query","nbHits","page","nbPages","hitsPerPage","processingTimeMS"}`.
  public func stats(_ stats: SearchStats?) -> Printout {
    guard let stats else {
      return Printout(text: "no results\n", json: .object(["nbHits": .null]))
    }
    let line = (withTimings ? DefaultPresenter.Stats.present(stats) : DefaultPresenter.Stats.presentWithoutTimings(stats))
    var json: JSONObject = [:]
    json["query"] = .string(stats.query ?? "")
    json["nbHits"] = .number(Double(stats.totalHitsCount))
    json["page"] = .number(Double(stats.page))
    json["nbPages"] = .number(Double(stats.pagesCount))
    json["hitsPerPage"] = .number(Double(stats.hitsPerPage))
    json["processingTimeMS"] = withTimings ? .number(Double(stats.processingTimeMS)) : .null
    return Printout(text: line + "\n", json: .object(json))
  }

  /// Rows numbered from 1, matches highlighted; `{"hits":[…]}` in JSON.
  public func hits(_ rows: [HitRow]) -> Printout {
    let formatter = HitFormatter(style: style)
    return Printout(json: .object(["hits": .array(rows.map { .object($0.hit) })])) {
      rows.isEmpty ? "no hits\n" : rows.map { formatter.summary(row: $0.row, hit: $0.hit) }.joined()
    }
  }

  /// `[x] Apple   34 ███▍` lines: the values in one column, the counts right-aligned in the
  /// next, each with a bar proportional to the list's largest count (``CountBar``).
  public func facetList(_ list: FacetListView) -> Printout {
    var text = list.items.isEmpty ? "no values for \(list.attribute)\n" : ""
    let maximum = list.items.map(\.item.count).max() ?? 0
    let lines = CountBar.lines(list.items.map { item in
      (prefix: item.isSelected ? "[x] " : "[ ] ", label: item.item.value, count: item.item.count, maximum: maximum)
    })
    for (item, line) in zip(list.items, lines) {
      text += (item.isSelected ? style.green("[x]") + line.dropFirst(3) : line) + "\n"
    }
    let values: [JSONValue] = list.items.map {
      .object(["value": .string($0.item.value), "count": .number(Double($0.item.count)), "isRefined": .bool($0.isSelected)])
    }
    return Printout(text: text, json: .object(["attribute": .string(list.attribute), "values": .array(values)]))
  }

  /// `[x] Garden 456` and, indented under it, `    [ ] Outdoor Living 78`: the value's last
  /// level and its count, as `facets` prints a value.
  public func menu(_ menu: MenuView) -> Printout {
    var text = menu.rows.isEmpty ? "no values for \(menu.attribute)\n" : ""
    // Bars are proportional within a level (a value against its siblings).
    var maximumByLevel: [Int: Int] = [:]
    for row in menu.rows { maximumByLevel[row.level] = max(maximumByLevel[row.level] ?? 0, row.facet.count) }
    let lines = CountBar.lines(menu.rows.map { row in
      (
        prefix: String(repeating: "    ", count: row.level) + (row.isSelected ? "[x] " : "[ ] "),
        label: menu.label(of: row.facet.value), count: row.facet.count, maximum: maximumByLevel[row.level] ?? 0
      )
    })
    for (row, line) in zip(menu.rows, lines) {
      let indent = row.level * 4
      text += (row.isSelected ? String(line.prefix(indent)) + style.green("[x]") + line.dropFirst(indent + 3) : line) + "\n"
    }
    if let deepest = menu.path.last, !menu.rows.contains(where: { $0.isSelected && $0.facet.value == deepest }) {
      // The path may lie outside the results (another query, a value typed by hand).
      text += "selected: \(deepest) (not in the results)\n"
    }
    let values: [JSONValue] = menu.rows.map { row in
      .object([
        "value": .string(row.facet.value),
        "label": .string(menu.label(of: row.facet.value)),
        "level": .number(Double(row.level)),
        "count": .number(Double(row.facet.count)),
        "isRefined": .bool(row.isSelected),
      ])
    }
    return Printout(
      text: text,
      json: .object([
        "attribute": .string(menu.attribute),
        "levels": .array(menu.levels.map(JSONValue.string)),
        "separator": .string(menu.separator),
        "path": .array(menu.path.map(JSONValue.string)),
        "values": .array(values),
      ]))
  }
}
