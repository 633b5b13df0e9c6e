extension FacetSearcher: FilterStateFollowingSearcher {
  /// Takes over `snapshot` as the filters of the next facet search.
  ///
  /// When the attribute is refined in an OR group its own refinements are left out, as for the
  /// disjunctive counts: other values must stay findable.
  public func applyFilters(_ snapshot: FilterStateSnapshot) {
    let builder = FacetingQueryBuilder(request: HitsSearchRequest(indexName: request.indexName), filters: snapshot)
    request.parameters.filters = builder.disjunctiveAttributes.contains(request.facetName)
      ? builder.disjunctiveQuery(for: request.facetName).filters
      : snapshot.filters
  }
}
