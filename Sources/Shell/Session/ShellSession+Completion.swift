import SearchModel

extension ShellSession {
  /// The parameters `set` and `get` offer at Tab (any other Algolia parameter is accepted too).
  nonisolated static let knownParameters = [
    "hitsPerPage", "infiniteScrollOffset", "showItemsOnEmptyQuery", "typoTolerance", "attributesToRetrieve",
    "attributesToHighlight", "attributesToSnippet", "getRankingInfo", "maxValuesPerFacet", "sortFacetValuesBy",
    "aroundLatLng", "aroundRadius", "distinct", "queryType", "removeWordsIfNoResults", "restrictSearchableAttributes",
    "highlightPreTag", "highlightPostTag", "snippetEllipsisText", "analytics", "clickAnalytics", "page", "query",
  ]

  /// Refreshes what Tab completion knows from the latest results and settings.
  func updateCompletionData() {
    var data = completionData
    data.parameters = Self.knownParameters
    guard let search else {
      completionData = data
      return
    }
    if !data.indexNames.contains(search.indexName) { data.indexNames.append(search.indexName) }
    var attributes = data.attributes
    let declared = (search.settingsCache[search.indexName]?.attributesForFaceting ?? []).map(Self.bareAttribute)
    for attribute in declared + (search.latestResponse?.facets.map { Array($0.keys) } ?? []) where !attributes.contains(attribute) {
      attributes.append(attribute)
    }
    data.attributes = attributes
    for (attribute, counts) in search.latestResponse?.facets ?? [:] {
      data.facetValues[attribute] = Array(counts.keys)
    }
    for attribute in search.latestResponse?.facetsStats?.keys ?? [] where !data.numericAttributes.contains(attribute) {
      data.numericAttributes.append(attribute)
    }
    completionData = data
  }

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

  /// `searchable(brand)` → `brand`.
  nonisolated static func bareAttribute(_ declaration: String) -> String {
    guard let open = declaration.firstIndex(of: "("), declaration.hasSuffix(")") else { return declaration }
    return String(declaration[declaration.index(after: open)..<declaration.index(before: declaration.endIndex)])
  }
}
