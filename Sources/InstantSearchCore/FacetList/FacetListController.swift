import SearchModel

/// A view of a refinement list.
@MainActor
public protocol FacetListController: AnyObject {
  /// Called by the view when the user selects a value; set by the connection.
  var onClick: (@MainActor (FacetHit) -> Void)? { get set }
  /// The values to show, already sorted and limited by the presenter.
  func setSelectableItems(_ items: [SelectableItem<FacetHit>])
  /// Show the values again.
  func reload()
}
