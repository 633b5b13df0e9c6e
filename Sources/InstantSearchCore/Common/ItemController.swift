/// A view showing one item as the interactor holds it (the stats of the last results…), for views
/// that format it themselves, in more than one way (a text line and a JSON document, a screen).
///
/// `ItemTextController` is the special case of a view that shows the presenter's one string.
@MainActor
public protocol ItemController<Item>: AnyObject {
  associatedtype Item
  /// Shows `item`.
  func setItem(_ item: Item)
}
