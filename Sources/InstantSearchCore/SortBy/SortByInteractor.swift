/// The logic of a sort selector: which index (or replica) the results come from.
///
/// Items map a position to an index name (`0: products`, `1: products_price_asc`).
@MainActor
public final class SortByInteractor {
  /// Fired when `items` change.
  public let onItemsChanged = Observer<[Int: String]>()
  /// Fired when `selected` changes.
  public let onSelectedChanged = Observer<Int?>()
  /// Fired with the position a user action asks for.
  public let onSelectedComputed = Observer<Int?>()

  /// The index names by position.
  public var items: [Int: String] {
    didSet { onItemsChanged.fire(items) }
  }

  /// The selected position.
  public var selected: Int? {
    didSet { if selected != oldValue { onSelectedChanged.fire(selected) } }
  }

  /// Creates a selector over `items`.
  public init(items: [Int: String], selected: Int? = nil) {
    self.items = items
    self.selected = selected
  }

  /// Convenience: positions follow the order of `indexNames`.
  public convenience init(indexNames: [String], selected: Int? = nil) {
    self.init(items: Dictionary(uniqueKeysWithValues: indexNames.enumerated().map { ($0.offset, $0.element) }), selected: selected)
  }

  /// Asks for the index at `position`.
  public func computeSelected(selecting position: Int?) {
    onSelectedComputed.fire(position)
  }

  /// Asks for the index named `indexName`; `false` when it is not one of the items.
  @discardableResult
  public func computeSelected(indexName: String) -> Bool {
    guard let position = items.first(where: { $0.value == indexName })?.key else { return false }
    computeSelected(selecting: position)
    return true
  }
}
