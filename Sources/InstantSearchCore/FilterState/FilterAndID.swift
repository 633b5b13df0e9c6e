import SearchModel

/// A filter together with the group it lives in: one entry of the current-filters list.
public struct FilterAndID: Hashable, Sendable {
  /// The filter.
  public var filter: Filter
  /// Its group.
  public var groupID: FilterGroupID

  /// Pairs a filter with its group.
  public init(filter: Filter, groupID: FilterGroupID) {
    self.filter = filter
    self.groupID = groupID
  }
}
