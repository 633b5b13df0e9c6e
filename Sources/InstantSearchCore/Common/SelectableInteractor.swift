/// One item that is on or off: the logic of a toggle.
///
/// As with lists, a user action computes the new state (`onSelectedComputed`); the state
/// itself (`isSelected`) follows the filter state.
@MainActor
public class SelectableInteractor<Item> {
  /// Fired when `item` changes.
  public let onItemChanged = Observer<Item>()
  /// Fired when `isSelected` changes.
  public let onSelectedChanged = Observer<Bool>()
  /// Fired with the state a user action asks for.
  public let onSelectedComputed = Observer<Bool>()

  /// The item toggled.
  public var item: Item {
    didSet { onItemChanged.fire(item) }
  }

  /// Whether the item is on.
  public var isSelected: Bool = false {
    didSet { if isSelected != oldValue { onSelectedChanged.fire(isSelected) } }
  }

  /// Creates a toggle for `item`, off.
  public init(item: Item) {
    self.item = item
  }

  /// Asks for the item to be switched to `selecting`.
  public func computeIsSelected(selecting: Bool) {
    onSelectedComputed.fire(selecting)
  }

  /// Asks for the item to be switched to the opposite state.
  public func toggle() {
    computeIsSelected(selecting: !isSelected)
  }
}
