import SearchModel

/// A fixed list of filters to switch on and off (price brackets, "new", "on sale"...), keyed by
/// the filters themselves.
@MainActor
public final class FilterListInteractor: SelectableListInteractor<Filter, Filter> {
  /// Creates a list of `filters` in `selectionMode`.
  public init(filters: [Filter], selectionMode: SelectionMode = .multiple) {
    super.init(items: filters, selectionMode: selectionMode)
  }
}
