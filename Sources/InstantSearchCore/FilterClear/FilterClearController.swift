/// A clear button.
@MainActor
public protocol FilterClearController: AnyObject {
  /// Called by the view when pressed; set by the connection.
  var onClick: (@MainActor () -> Void)? { get set }
}
