/// A text field for the query.
@MainActor
public protocol SearchBoxController: AnyObject {
  /// Called by the view as the text changes; set by the connection.
  var onQueryChanged: (@MainActor (String?) -> Void)? { get set }
  /// Called by the view on submit; set by the connection.
  var onQuerySubmitted: (@MainActor (String?) -> Void)? { get set }
  /// Shows `query` (when it changed elsewhere).
  func setQuery(_ query: String?)
}
