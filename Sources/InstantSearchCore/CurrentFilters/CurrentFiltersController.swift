/// A view of the current filters.
@MainActor
public protocol CurrentFiltersController: AnyObject {
  /// Called by the view when the user removes an item; set by the connection.
  var onRemoveItem: (@MainActor (FilterAndID) -> Void)? { get set }
  /// Shows the items with their labels.
  func setItems(_ items: [(item: FilterAndID, label: String)])
}
