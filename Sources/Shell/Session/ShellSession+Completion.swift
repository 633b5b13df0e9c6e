import SearchModel

extension ShellSession {
  /// The parameters `set` and `get` offer at Tab (any other Algolia parameter is accepted too).
  nonisolated static let knownParameters = [
    "hitsPerPage", "infiniteScrollOffset", "showItemsOnEmptyQuery", "typoTolerance", "attributesToRetrieve",
    "attributesToHighlight", "attributesToSnippet", "getRankingInfo", "maxValuesPerFacet", "sortFacetValuesBy",
    "aroundLatLng", "aroundRadius", "distinct", "queryType", "removeWordsIfNoResults", "restrictSearchableAttributes",
    "highlightPreTag", "highlightPostTag", "snippetEllipsisText", "analytics", "clickAnalytics", "page", "query",
  ]

  /// What Tab may ask the backend for facet values it has not seen, under the current query and
  /// refinements; nil when no index is open.
  ///
  /// - Parameters:
  ///   - timeout: the longest one Tab waits for the backend.
  ///   - isInterrupted: true once Ctrl-C is pressed (the wait stops).
  func facetValueLookup(
    timeout: Duration = .milliseconds(300), isInterrupted: @escaping @Sendable () -> Bool = { false }
  ) -> FacetValueLookup? {
    guard let search else { return nil }
    let query = FacetValueQuery(
      service: search.service, request: search.searcher.request, filters: search.filterState.snapshot,
      searchableAttributes: search.settingsCache[search.indexName].map(FacetValueQuery.searchableAttributes(in:)))
    return FacetValueLookup(query: query, timeout: timeout, isInterrupted: isInterrupted)
  }
}
