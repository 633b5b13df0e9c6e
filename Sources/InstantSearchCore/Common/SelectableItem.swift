/// An item of a list together with whether it is selected, as controllers show it.
public struct SelectableItem<Item> {
  /// The item.
  public var item: Item
  /// Whether it is selected.
  public var isSelected: Bool

  /// Pairs an item with its selection state.
  public init(item: Item, isSelected: Bool) {
    self.item = item
    self.isSelected = isSelected
  }
}

extension SelectableItem: Equatable where Item: Equatable {}
extension SelectableItem: Hashable where Item: Hashable {}
extension SelectableItem: Sendable where Item: Sendable {}
