/// A list of items with a set of selected keys: the logic shared by facet and filter lists.
///
/// A user action goes through `computeSelections(selectingItemForKey:)`, which works out the
/// new selection under the selection mode and fires `onSelectionsComputed`; the filter-state
/// connection then turns it into filters, and the filter state's change sets `selections` back.
/// So `selections` always mirrors the filter state, not the clicks.
@MainActor
public class SelectableListInteractor<Key: Hashable, Item> {
  /// Single or multiple selection.
  public var selectionMode: SelectionMode

  /// Fired when `items` change.
  public let onItemsChanged = Observer<[Item]>()
  /// Fired when `selections` change.
  public let onSelectionsChanged = Observer<Set<Key>>()
  /// Fired with the selection a user action asks for.
  public let onSelectionsComputed = Observer<Set<Key>>()

  /// The items shown.
  public var items: [Item] {
    didSet { onItemsChanged.fire(items) }
  }

  /// The selected keys.
  public var selections: Set<Key> {
    didSet { if selections != oldValue { onSelectionsChanged.fire(selections) } }
  }

  /// Creates a list holding `items` with `selections` selected.
  public init(items: [Item] = [], selections: Set<Key> = [], selectionMode: SelectionMode) {
    self.items = items
    self.selections = selections
    self.selectionMode = selectionMode
  }

  /// The selection resulting from selecting `key` now.
  public func computedSelections(selectingItemForKey key: Key) -> Set<Key> {
    selectionMode.selections(selections, selecting: key)
  }

  /// Works out the selection after selecting `key` and fires `onSelectionsComputed`.
  public func computeSelections(selectingItemForKey key: Key) {
    onSelectionsComputed.fire(computedSelections(selectingItemForKey: key))
  }
}
