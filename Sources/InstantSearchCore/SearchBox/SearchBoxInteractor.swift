/// The logic of a search box: the query text, its changes and its submissions.
@MainActor
public final class SearchBoxInteractor: ItemInteractor<String?> {
  /// Fired when the query is submitted.
  public let onQuerySubmitted = Observer<String?>()

  /// Creates a search box holding `query`.
  public init(query: String? = nil) {
    super.init(item: query)
  }

  /// The query text (same as `item`); setting the same text again changes nothing, so a
  /// controller echoing the query back does not search twice.
  public var query: String? {
    get { item }
    set { if newValue != item { item = newValue } }
  }

  /// Submits the current query.
  public func submitQuery() {
    onQuerySubmitted.fire(item)
  }
}
