/// A sort selector as shown: the index names in order and the one searched.
public struct SortByView: Sendable, Hashable {
  public var indexNames: [String]
  public var selected: Int?
}
