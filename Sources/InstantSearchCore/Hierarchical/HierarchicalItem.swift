import SearchModel

/// One row of a hierarchical menu as shown: a value, its depth and whether it is on the path.
public struct HierarchicalItem: Hashable, Sendable {
  /// The value with its count.
  public var facet: FacetHit
  /// 0 for the top level.
  public var level: Int
  /// Whether the value is on the selected path.
  public var isSelected: Bool

  /// Creates a row.
  public init(facet: FacetHit, level: Int, isSelected: Bool) {
    self.facet = facet
    self.level = level
    self.isSelected = isSelected
  }
}
