import SearchModel

/// What one searcher contributes to a multi-query: its queries, and how to take its answers.
@MainActor
struct MultiSearchPlan {
  /// The queries, in order.
  let queries: [MultiSearchQuery]
  /// Receives the answers to `queries` (same count, same order), or the failure.
  let deliver: @MainActor (Result<[MultiSearchResult], any Error>) -> Void
}
