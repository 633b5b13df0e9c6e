import SearchModel

/// What a hierarchical group knows beyond its filter: its level attributes and selected path.
///
/// A hierarchical facet stores each level in its own attribute (`category.lvl0`,
/// `category.lvl1`, ...), values being full paths (`Clothing > Men`). The group itself holds only
/// the deepest selected filter; the whole path is kept here so that `HitsSearcher` can ask for
/// the counts of every parent level.
public struct HierarchicalFacet: Hashable, Sendable {
  /// The group this facet belongs to.
  public var groupName: String
  /// The level attributes, shallowest first.
  public var attributes: [String]
  /// The selected path, one facet filter per level from level 0 down.
  public var path: [FacetFilter]

  /// Creates the description of one hierarchical facet.
  public init(groupName: String, attributes: [String], path: [FacetFilter]) {
    self.groupName = groupName
    self.attributes = attributes
    self.path = path
  }
}
