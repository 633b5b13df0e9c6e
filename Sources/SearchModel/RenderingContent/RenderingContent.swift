/// Algolia's `renderingContent`: what the index (its settings or a rule that applied) tells the
/// UI about how to show the results, without a change to the UI's code.
///
/// Only `facetOrdering` is typed, because it is what InstantSearch's dynamic facet list reads;
/// the other members (`redirect`, `widgets`, those Algolia adds later) are kept as they came in
/// ``extra`` so that a response relayed or printed loses nothing.
public struct RenderingContent: Sendable, Hashable {
  /// The order of facets and of their values, when the content carries one.
  public var facetOrdering: FacetOrdering?
  /// The members not modelled above, in the order they were read.
  public var extra: JSONObject

  /// Creates a rendering content from its parts.
  public init(facetOrdering: FacetOrdering? = nil, extra: JSONObject = [:]) {
    self.facetOrdering = facetOrdering
    self.extra = extra
  }
}
