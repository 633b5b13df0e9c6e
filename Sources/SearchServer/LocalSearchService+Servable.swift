import SearchEngine

/// The embedded engine already has `object` and `browse` with the shapes the server needs.
extension LocalSearchService: ServableSearchService {}
