import SearchBackend

/// The embedded engine already has `object` and `browse` (the task-aware one, reporting a
/// cancelled browse as `CancellationError`) with the shapes the loopback server needs, so it can
/// be served as it is.
extension LocalSearchService: ServableSearchService {}
