import SearchModel

/// A switch for one filter.
@MainActor
public protocol FilterToggleController: AnyObject {
  /// Called by the view with the state the user asks for; set by the connection.
  var onClick: (@MainActor (Bool) -> Void)? { get set }
  /// Shows the filter's label.
  func setItem(_ label: String)
  /// Shows whether it is on.
  func setSelected(_ isSelected: Bool)
}
