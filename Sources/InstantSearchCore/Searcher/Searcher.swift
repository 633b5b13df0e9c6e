/// Something that runs searches and tells its observers about them.
///
/// Interactors that only need to *trigger* searches (search box, pagination) depend on this
/// protocol, not on a concrete searcher.
@MainActor
public protocol Searcher: AnyObject {
  /// The query text.
  var query: String? { get set }
  /// Fired when `query` changes.
  var onQueryChanged: Observer<String?> { get }
  /// Whether a search is in flight.
  var isLoading: Bool { get }
  /// Fired when `isLoading` changes.
  var onLoadingChanged: Observer<Bool> { get }
  /// Fired each time a search starts.
  var onSearch: Observer<Void> { get }

  /// Starts a search and returns at once (as-you-type).
  ///
  /// The returned task finishes when the outcome has been delivered to every observer (or
  /// dropped because a newer search superseded it).
  @discardableResult
  func triggerSearch() -> Task<Void, Never>

  /// Cancels every search in flight; none of them will deliver.
  func cancel()
}

extension Searcher {
  /// Runs a search and returns once its results or error have reached every observer.
  ///
  /// This is how the shell and the tests stay deterministic: `await searcher.search()` and then
  /// read the interactors. Cancelling the calling task cancels the search (and with it the
  /// backend's request): a search nobody waits for any more is not worth finishing.
  public func search() async {
    await triggerSearch().valueCancelledWithCaller()
  }
}
