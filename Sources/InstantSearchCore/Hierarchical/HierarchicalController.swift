/// A view of a hierarchical menu.
@MainActor
public protocol HierarchicalController: AnyObject {
  /// Called by the view when the user chooses a value; set by the connection.
  var onClick: (@MainActor (String) -> Void)? { get set }
  /// Shows the rows of the menu.
  func setItems(_ items: [HierarchicalItem])
}
