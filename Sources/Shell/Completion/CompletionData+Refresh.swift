import SearchModel

extension CompletionData {
  /// This data with what `search` shows now added: the open index's name, the facet
  /// attributes its settings declare and its latest results count, their values, the numeric
  /// attributes of `facets_stats`; `parameters` are the names `set` and `get` offer.
  @MainActor
  func refreshed(from search: SearchContext?, parameters: [String]) -> CompletionData {
    var data = self
    data.parameters = parameters
    guard let search else { return data }
    if !data.indexNames.contains(search.indexName) { data.indexNames.append(search.indexName) }
    let declared = (search.settingsCache[search.indexName]?.facetingDeclarations ?? []).map(\.attribute)
    for attribute in declared + (search.latestResponse?.facets.map { Array($0.keys) } ?? []) where !data.attributes.contains(attribute) {
      data.attributes.append(attribute)
    }
    for (attribute, counts) in search.latestResponse?.facets ?? [:] {
      data.facetValues[attribute] = Array(counts.keys)
    }
    for attribute in search.latestResponse?.facetsStats?.keys ?? [] where !data.numericAttributes.contains(attribute) {
      data.numericAttributes.append(attribute)
    }
    return data
  }
}
