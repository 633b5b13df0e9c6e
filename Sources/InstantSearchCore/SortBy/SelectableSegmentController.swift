/// A view choosing one of a few items (segmented control, menu).
@MainActor
public protocol SelectableSegmentController: AnyObject {
  /// Called by the view with the chosen position; set by the connection.
  var onClick: (@MainActor (Int) -> Void)? { get set }
  /// Shows the items, labelled.
  func setItems(_ items: [Int: String])
  /// Shows the selected position.
  func setSelected(_ selected: Int?)
}
