/// The logic of classic pagination (page numbers, previous / next), as opposed to infinite
/// scrolling.
@MainActor
public final class PaginationInteractor: ItemInteractor<Pagination?> {
  /// Fired with the page a user action asks for.
  public let onPageComputed = Observer<Int>()

  /// Creates an interactor with no results yet.
  public init() {
    super.init(item: nil)
  }

  /// Asks for `page`; pages outside the results are ignored. Returns whether it was asked.
  @discardableResult
  public func computePage(_ page: Int) -> Bool {
    guard page >= 0, page < (item?.pagesCount ?? 0) else { return false }
    onPageComputed.fire(page)
    return true
  }

  /// Asks for the next page, if any.
  @discardableResult
  public func nextPage() -> Bool {
    guard let item, item.hasNextPage else { return false }
    return computePage(item.page + 1)
  }

  /// Asks for the previous page, if any.
  @discardableResult
  public func previousPage() -> Bool {
    guard let item, item.hasPreviousPage else { return false }
    return computePage(item.page - 1)
  }
}
