import SearchModel

/// Applies a `renderingContent.facetOrdering` to the facet counts of a response: the list a
/// dynamic facet list shows.
///
/// - Attributes: those of `facets.order` that the response has counts for, in that order;
///   others are not shown (the index or a rule decides which facets the UI shows).
/// - Values of an attribute with a `values[attribute]` rule: the values of `hide` are dropped;
///   then the values of `order` that have counts come first, in that order (pinned); then the
///   others by `sortRemainingBy`: `count` (decreasing count), `alpha` (by value) or `hidden`
///   (left out). An absent `sortRemainingBy` sorts by count, as InstantSearch.js and Algolia's
///   documentation do ("nothing ordered: implicit sort by count"). Ties keep the response's order.
/// - Values of an attribute without a rule keep the response's order.
public struct FacetsOrderer: Sendable {
  /// The ordering to apply.
  public var facetOrdering: FacetOrdering

  /// Creates an orderer for `facetOrdering`.
  public init(facetOrdering: FacetOrdering) {
    self.facetOrdering = facetOrdering
  }

  /// The ordered facets of `facets` (`facet -> value -> count`, as a response carries them).
  public func callAsFunction(_ facets: OrderedDictionary<String, OrderedDictionary<String, Int>>) -> [AttributedFacets] {
    var seen: Set<String> = []
    return facetOrdering.facetsOrder.compactMap { attribute in
      guard seen.insert(attribute).inserted, let counts = facets[attribute] else { return nil }
      let values = counts.map { FacetHit(value: $0.key, highlighted: $0.key, count: $0.value) }
      guard let rule = facetOrdering.values[attribute] else { return AttributedFacets(attribute: attribute, facets: values) }
      return AttributedFacets(attribute: attribute, facets: order(values, by: rule))
    }
  }

  func order(_ values: [FacetHit], by rule: FacetValuesOrder) -> [FacetHit] {
    let hidden = Set(rule.hide)
    let shown = values.filter { !hidden.contains($0.value) }
    var pinnedPosition: [String: Int] = [:]
    for (position, value) in rule.order.enumerated() where pinnedPosition[value] == nil { pinnedPosition[value] = position }
    let pinned = shown.filter { pinnedPosition[$0.value] != nil }.sorted { pinnedPosition[$0.value]! < pinnedPosition[$1.value]! }
    let remaining = shown.filter { pinnedPosition[$0.value] == nil }
    switch rule.sortRemainingBy ?? .count {
    case .hidden:
      return pinned
    case .alpha:
      return pinned + stableSorted(remaining) { $0.value < $1.value }
    case .count:
      return pinned + stableSorted(remaining) { $0.count > $1.count }
    }
  }

  private func stableSorted(_ values: [FacetHit], by precedes: (FacetHit, FacetHit) -> Bool) -> [FacetHit] {
    values.enumerated().sorted { lhs, rhs in
      if precedes(lhs.element, rhs.element) { return true }
      if precedes(rhs.element, lhs.element) { return false }
      return lhs.offset < rhs.offset
    }.map(\.element)
  }
}
