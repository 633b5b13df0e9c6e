/// A view editing a range (a double slider, two fields).
@MainActor
public protocol NumberRangeController: AnyObject {
  /// Called by the view with the range the user picks; set by the connection.
  var onRangeChanged: (@MainActor (ClosedRange<Double>?) -> Void)? { get set }
  /// Shows the range.
  func setItem(_ range: ClosedRange<Double>?)
  /// Shows the bounds.
  func setBounds(_ bounds: ClosedRange<Double>?)
}
