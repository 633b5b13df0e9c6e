/// Where the results are: the page shown and how many there are.
public struct Pagination: Hashable, Sendable {
  /// The page shown, 0-based.
  public var page: Int
  /// The number of pages.
  public var pagesCount: Int

  /// Creates a position.
  public init(page: Int, pagesCount: Int) {
    self.page = page
    self.pagesCount = pagesCount
  }

  /// Whether a page follows.
  public var hasNextPage: Bool { page + 1 < pagesCount }
  /// Whether a page precedes.
  public var hasPreviousPage: Bool { page > 0 }
}
