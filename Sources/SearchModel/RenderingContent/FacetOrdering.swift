/// `renderingContent.facetOrdering`: which facets a UI shows and in what order
/// (`facets.order`), and, per facet, how its values are ordered (`values[attribute]`).
///
/// Set in the index settings or by a rule's consequence; read by InstantSearch's dynamic facet
/// list (`DynamicFacetListInteractor`). Unknown members are kept in ``extra``.
public struct FacetOrdering: Sendable, Hashable {
  /// `facets.order`: the facet attributes to show, in this order. Attributes not listed are not shown.
  public var facetsOrder: [String]
  /// `values`: the value order of each facet, by attribute, in document order.
  public var values: OrderedDictionary<String, FacetValuesOrder>
  /// The members not modelled above (of `facetOrdering` itself), in the order they were read.
  public var extra: JSONObject

  /// Creates an ordering from its parts.
  public init(facetsOrder: [String] = [], values: OrderedDictionary<String, FacetValuesOrder> = [:], extra: JSONObject = [:]) {
    self.facetsOrder = facetsOrder
    self.values = values
    self.extra = extra
  }
}
