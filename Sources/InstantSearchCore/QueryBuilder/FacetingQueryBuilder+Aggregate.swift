import SearchModel

extension FacetingQueryBuilder {
  /// Merges the answers to `build()` into one response.
  ///
  /// The main answer is the base (hits, counts, paging). `facets` and `facets_stats` are merged
  /// per attribute, later answers winning, so each disjunctive attribute's counts come from its
  /// own query. `exhaustiveFacetsCount` is the AND over the disjunctive answers. With
  /// `keepSelectedEmptyFacets`, selected disjunctive values that no answer lists are appended
  /// with a count of 0, so a refinement never disappears from its own list.
  public func aggregate(_ responses: [SearchResponse]) throws(FacetingError) -> SearchResponse {
    guard var merged = responses.first else { throw .emptyResults }
    guard responses.count == totalQueriesCount else {
      throw .queriesResultsCountMismatch(expected: totalQueriesCount, received: responses.count)
    }
    var facets = OrderedDictionary<String, OrderedDictionary<String, Int>>()
    var stats = OrderedDictionary<String, FacetStats>()
    for response in responses {
      for (attribute, counts) in response.facets ?? [:] { facets[attribute] = counts }
      for (attribute, value) in response.facetsStats ?? [:] { stats[attribute] = value }
    }
    let disjunctive = responses.dropFirst().prefix(disjunctiveAttributes.count).compactMap(\.exhaustiveFacetsCount)
    if !disjunctive.isEmpty {
      merged.exhaustiveFacetsCount = disjunctive.allSatisfy { $0 }
    }
    if keepSelectedEmptyFacets {
      for (attribute, values) in selectedDisjunctiveValues() {
        for value in values where facets[attribute]?[value] == nil {
          facets[attribute, default: [:]][value] = 0
        }
      }
    }
    merged.facets = facets.isEmpty ? nil : facets
    merged.facetsStats = stats.isEmpty ? nil : stats
    return merged
  }

  /// Extracts the hits answers of a multi-query, failing on a facet-search answer.
  public func aggregate(_ results: [MultiSearchResult]) throws(FacetingError) -> SearchResponse {
    var responses: [SearchResponse] = []
    for (index, result) in results.enumerated() {
      guard case .hits(let response) = result else { throw .unexpectedResultKind(index: index) }
      responses.append(response)
    }
    return try aggregate(responses)
  }

  /// The facet values refined in any group, for each disjunctive attribute.
  func selectedDisjunctiveValues() -> [(String, [String])] {
    disjunctiveAttributes.map { attribute in
      let values = groups.flatMap(\.filters).compactMap { filter -> String? in
        guard case .facet(let facet) = filter, facet.attribute == attribute else { return nil }
        return facet.value.facetText
      }
      return (attribute, values)
    }
  }
}
