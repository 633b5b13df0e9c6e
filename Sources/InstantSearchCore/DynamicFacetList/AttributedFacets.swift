import SearchModel

/// One facet of a dynamic facet list: its attribute and its values in the order to show them.
public struct AttributedFacets: Sendable, Hashable {
  /// The facet attribute.
  public var attribute: String
  /// The values, already ordered (pinned first, the rest as the ordering says, hidden ones out).
  public var facets: [FacetHit]

  /// Creates one facet of the list.
  public init(attribute: String, facets: [FacetHit]) {
    self.attribute = attribute
    self.facets = facets
  }
}
