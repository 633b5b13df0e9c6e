/// One facet value found by a facet search, with the query highlighted in it.
public struct FacetHit: Sendable, Hashable {
  /// The facet value.
  public var value: String
  /// The value with the matched prefix between highlight tags.
  public var highlighted: String
  /// Records with this value among those matching the search.
  public var count: Int

  /// Creates a facet hit.
  public init(value: String, highlighted: String, count: Int) {
    self.value = value
    self.highlighted = highlighted
    self.count = count
  }
}
