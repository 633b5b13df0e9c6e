import InstantSearchCore

/// One index's part of a multi-index search, as shown: its name, the stats of its results (nil
/// when there are none) and the rows of hits shown.
public struct IndexResultsView: Sendable, Hashable {
  public var indexName: String
  public var stats: SearchStats?
  public var rows: [HitRow]
}
