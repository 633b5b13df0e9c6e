import SearchModel

/// An on/off switch for one filter (`free shipping`, `in stock`).
@MainActor
public final class FilterToggleInteractor: SelectableInteractor<Filter> {
  /// Creates a toggle for `filter`, off.
  public init(filter: Filter) {
    super.init(item: filter)
  }
}
