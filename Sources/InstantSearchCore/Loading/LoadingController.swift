/// A view of the loading state.
@MainActor
public protocol LoadingController: AnyObject {
  /// Shows whether a search is running.
  func setItem(_ isLoading: Bool)
}
