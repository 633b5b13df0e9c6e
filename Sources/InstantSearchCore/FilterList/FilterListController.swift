import SearchModel

/// A view of a fixed filter list.
@MainActor
public protocol FilterListController: AnyObject {
  /// Called by the view when the user selects a filter; set by the connection.
  var onClick: (@MainActor (Filter) -> Void)? { get set }
  /// Shows the filters, labelled, with their selection state.
  func setSelectableItems(_ items: [SelectableItem<Filter>], labels: [String])
}
