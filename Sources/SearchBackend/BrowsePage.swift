import SearchModel

/// One page of a browse: records in index order and the cursor for the next page.
public struct BrowsePage: Sendable, Hashable {
  /// The records, with `attributesToRetrieve` applied.
  public var hits: [JSONObject]
  /// Records matching the browse's query and filters.
  public var nbHits: Int
  /// Pass it back to get the next page; nil on the last page.
  public var cursor: String?

  /// A page.
  public init(hits: [JSONObject], nbHits: Int, cursor: String?) {
    self.hits = hits
    self.nbHits = nbHits
    self.cursor = cursor
  }
}
