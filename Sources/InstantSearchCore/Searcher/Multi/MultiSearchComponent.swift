/// A searcher that can take part in a `MultiSearcher`'s combined request.
@MainActor
protocol MultiSearchComponent: AnyObject {
  /// The queries for the current request and how to deliver their answers.
  func makeMultiSearchPlan() -> MultiSearchPlan
  /// Routes the component's searches through `trigger` (its multi-searcher).
  func attach(to trigger: @escaping @MainActor () -> Task<Void, Never>)
  /// Mirrors the multi-searcher's loading state.
  func setLoading(_ loading: Bool)
}
