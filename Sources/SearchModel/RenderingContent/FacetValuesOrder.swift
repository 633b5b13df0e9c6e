/// `renderingContent.facetOrdering.values[attribute]`: how the values of one facet are shown.
///
/// The values listed in ``order`` come first, in that order (pinned); the others follow as
/// ``sortRemainingBy`` says; the values in ``hide`` are never shown, pinned or not.
public struct FacetValuesOrder: Sendable, Hashable {
  /// `order`: the pinned values, in the order to show them.
  public var order: [String]
  /// `sortRemainingBy`: how the values not pinned are ordered; `nil` when the JSON does not
  /// say, which InstantSearch.js and Algolia's dashboard treat as `count`.
  public var sortRemainingBy: SortRemainingBy?
  /// `hide`: values never shown.
  public var hide: [String]
  /// The members not modelled above (a `sortRemainingBy` Algolia does not define included).
  public var extra: JSONObject

  /// Creates a value order from its parts.
  public init(order: [String] = [], sortRemainingBy: SortRemainingBy? = nil, hide: [String] = [], extra: JSONObject = [:]) {
    self.order = order
    self.sortRemainingBy = sortRemainingBy
    self.hide = hide
    self.extra = extra
  }
}
