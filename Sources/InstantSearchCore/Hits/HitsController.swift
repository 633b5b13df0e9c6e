import SearchModel

/// Read access to a hits list, as a controller needs it.
@MainActor
public protocol HitsSource: AnyObject {
  /// The number of rows to show.
  func numberOfHits() -> Int
  /// The raw hit at `index`, if its page is loaded.
  func rawHit(atIndex index: Int) -> JSONObject?
}

extension HitsInteractor: HitsSource {}

/// A view of a hits list: the terminal printer, a table view...
@MainActor
public protocol HitsController: AnyObject {
  /// Where the rows come from; set by the connection.
  var hitsSource: (any HitsSource)? { get set }
  /// The rows changed: show them again.
  func reload()
  /// The results were replaced: go back to the first row.
  func scrollToTop()
}
