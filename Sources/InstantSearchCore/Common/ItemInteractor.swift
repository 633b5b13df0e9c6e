/// Holds one value and tells when it changes: the base of stats, loading and search box logic.
@MainActor
public class ItemInteractor<Item> {
  /// Fired with the new value each time `item` is set.
  public let onItemChanged = Observer<Item>()

  /// The value.
  public var item: Item {
    didSet { onItemChanged.fire(item) }
  }

  /// Creates an interactor holding `item`.
  public init(item: Item) {
    self.item = item
  }
}
