/// Something that can fetch one page of the current results: a `HitsSearcher`.
@MainActor
public protocol PageLoader: AnyObject {
  /// Requests page `page`; the task finishes when its outcome has been delivered.
  @discardableResult
  func loadPage(at page: Int) -> Task<Void, Never>
}

extension HitsSearcher: PageLoader {}
