/// A view editing one number (a stepper, a text field).
@MainActor
public protocol NumberController: AnyObject {
  /// Called by the view with the number the user enters; set by the connection.
  var onNumberChanged: (@MainActor (Double?) -> Void)? { get set }
  /// Shows the number.
  func setItem(_ number: Double?)
  /// Shows the bounds.
  func setBounds(_ bounds: ClosedRange<Double>?)
}
