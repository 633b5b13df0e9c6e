/// A view of a dynamic facet list: several facet lists, in the order the index gives.
@MainActor
public protocol DynamicFacetListController: AnyObject {
  /// Called by the view when the user selects `value` of `attribute`; set by the connection.
  var didSelect: (@MainActor (_ attribute: String, _ value: String) -> Void)? { get set }
  /// The facets to show, in order.
  func setOrderedFacets(_ orderedFacets: [AttributedFacets])
  /// The selected values of each attribute.
  func setSelections(_ selections: [String: Set<String>])
}
