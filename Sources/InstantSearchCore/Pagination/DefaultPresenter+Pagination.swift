extension DefaultPresenter {
  /// Page positions.
  public enum Pagination {
    /// `page 2 of 5` (1-based for people); the empty string before any results.
    public static func present(_ pagination: InstantSearchCore.Pagination?) -> String {
      guard let pagination else { return "" }
      return "page \(pagination.page + 1) of \(pagination.pagesCount)"
    }
  }
}
