/// Which part of the live screen keys go to; Tab moves forward, Shift-Tab back.
public enum LiveFocus: Sendable, Hashable, CaseIterable {
  case box, hits, facets

  /// The next part (`forward`) or the previous one; the facet panel is skipped when hidden.
  func moved(forward: Bool, hasPanel: Bool) -> LiveFocus {
    let order: [LiveFocus] = hasPanel ? [.box, .hits, .facets] : [.box, .hits]
    let index = order.firstIndex(of: self) ?? 0
    return order[(index + (forward ? 1 : order.count - 1)) % order.count]
  }
}
