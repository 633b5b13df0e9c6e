import SearchModel

/// The filters currently applied, as removable items.
@MainActor
public final class CurrentFiltersInteractor {
  /// Fired when `items` change.
  public let onItemsChanged = Observer<[FilterAndID]>()
  /// Fired when the user asks to remove an item.
  public let onItemRemoved = Observer<FilterAndID>()

  /// The filters with their groups, in canonical order.
  public var items: [FilterAndID] {
    didSet { if items != oldValue { onItemsChanged.fire(items) } }
  }

  /// Creates an empty list.
  public init(items: [FilterAndID] = []) {
    self.items = items
  }

  /// Asks for `item` to be removed (the filter-state connection removes it).
  public func remove(item: FilterAndID) {
    onItemRemoved.fire(item)
  }
}
