import InstantSearchCore
import SearchModel

extension LineRenderer {
  /// `or<brand>(facet): Apple, Sony` per group, then `filters: …`; in JSON each group's filters
  /// in Algolia's syntax and the string.
  public func currentFilters(_ view: CurrentFiltersView) -> Printout {
    var text = view.groups.isEmpty ? "no filters\n" : ""
    var groups: [JSONValue] = []
    for group in view.groups {
      text += style.cyan(group.id.description) + ": " + group.filters.map(\.label).joined(separator: ", ") + "\n"
      groups.append(.object([
        "group": .string(group.id.description),
        "filters": .array(group.filters.map { .string(FilterExpression(groups: [FilterGroup([$0.filter])]).description) }),
      ]))
    }
    text += "filters: \(view.filters)\n"
    return Printout(text: text, json: .object(["groups": .array(groups), "filters": .string(view.filters)]))
  }

  /// `*Ap*ple 34` lines, the match highlighted; `{"attribute","values":[{"value","highlighted","count"}]}`.
  public func facetSearch(_ view: FacetSearchView) -> Printout {
    let lines = view.hits.map { hit in
      TaggedString(hit.highlighted).render { text, tagged in tagged ? style.match(text) : text } + " \(hit.count)\n"
    }
    let values: [JSONValue] = view.hits.map {
      .object(["value": .string($0.value), "highlighted": .string($0.highlighted), "count": .number(Double($0.count))])
    }
    return Printout(
      text: lines.isEmpty ? "no values of \(view.attribute) match\n" : lines.joined(),
      json: .object(["attribute": .string(view.attribute), "values": .array(values)]))
  }

  /// `* products` for the index searched, `  products_price_asc` for the others; in JSON the names.
  public func sortBy(_ view: SortByView) -> Printout {
    let text = view.indexNames.enumerated().map { ($0.offset == view.selected ? "* " : "  ") + $0.element + "\n" }.joined()
    return Printout(text: text, json: .array(view.indexNames.map { .string($0) }))
  }

  /// `== products: 394 results` (never timed: the indexes share one request) then the hits, per
  /// index; `{"results":[{"index","nbHits","hits"}]}`.
  public func indexResults(_ results: [IndexResultsView]) -> Printout {
    let formatter = HitFormatter(style: style)
    var text = ""
    var json: [JSONValue] = []
    for result in results {
      text += style.bold("== \(result.indexName): \(DefaultPresenter.Stats.presentWithoutTimings(result.stats))") + "\n"
      for row in result.rows { text += formatter.summary(row: row.row, hit: row.hit) }
      json.append(.object([
        "index": .string(result.indexName), "nbHits": .number(Double(result.stats?.totalHitsCount ?? 0)),
        "hits": .array(result.rows.map { .object($0.hit) }),
      ]))
    }
    return Printout(text: text, json: .object(["results": .array(json)]))
  }

  /// `free_shipping=true on`; `{"toggle","isSelected"}`.
  public func toggle(_ view: ToggleView) -> Printout {
    Printout(
      text: "\(view.label) \(view.isSelected ? "on" : "off")\n",
      json: .object(["toggle": .string(view.label), "isSelected": .bool(view.isSelected)]))
  }

  /// `brand: mode multiple, operator or`; `{"attribute","mode","operator"}`.
  public func facetConfiguration(_ view: FacetConfigurationView) -> Printout {
    let mode = view.selectionMode == .single ? "single" : "multiple"
    let op = view.refinementOperator == .or ? "or" : "and"
    return Printout(
      text: "\(view.attribute): mode \(mode), operator \(op)\n",
      json: .object(["attribute": .string(view.attribute), "mode": .string(mode), "operator": .string(op)]))
  }
}
