/// The answer to `GET /1/indexes`: `{"items":[{name, entries, updatedAt, ...}], "nbPages":1}`.
///
/// The shell's `indices` listing and the loopback server both use this shape, so official
/// clients' `listIndices` works against the embedded engine.
public struct IndexList: Sendable, Hashable {
  /// One entry per index.
  public var items: [IndexInfo]
  /// Pages of the listing; the embedded engine always answers in one page.
  public var nbPages: Int

  /// Creates a listing.
  public init(items: [IndexInfo], nbPages: Int = 1) {
    self.items = items
    self.nbPages = nbPages
  }
}
