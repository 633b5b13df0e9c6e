import SearchModel

/// The indexes of a backend as shown (`indexes`): each with its record count, by name, and the
/// one searched.
public struct IndexListView: Sendable, Hashable {
  /// The indexes, in the order shown.
  public var indexes: [IndexInfo]
  /// The name of the index searched (marked `*`).
  public var searched: String
}
