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
    let text = rows.isEmpty ? "no hits\n" : rows.map { formatter.summary(row: $0.row, hit: $0.hit) }.joined()
    return Printout(text: text, json: .object(["hits": .array(rows.map { .object($0.hit) })]))
  }

  /// `[x] Apple 34` lines (value and count through `DefaultPresenter.Facet`).
  public func facetList(_ list: FacetListView) -> Printout {
    var text = list.items.isEmpty ? "no values for \(list.attribute)\n" : ""
    for item in list.items {
      let mark = item.isSelected ? style.green("[x]") : "[ ]"
      text += "\(mark) \(DefaultPresenter.Facet.present(item.item))\n"
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
    for row in menu.rows {
      let mark = row.isSelected ? style.green("[x]") : "[ ]"
      let shown = FacetHit(value: menu.label(of: row.facet.value), highlighted: row.facet.value, count: row.facet.count)
      text += String(repeating: "    ", count: row.level) + "\(mark) \(DefaultPresenter.Facet.present(shown))\n"
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
