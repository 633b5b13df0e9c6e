import SearchModel

/// What a search for facet values found, as shown: the attribute and the values in the
/// backend's order, each with its highlighted form and count.
public struct FacetSearchView: Sendable, Hashable {
  public var attribute: String
  public var hits: [FacetHit]
}
