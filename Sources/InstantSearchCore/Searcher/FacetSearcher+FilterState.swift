extension FacetSearcher {
  /// Counts facet values under the filters of `filterState`, searching again on each change.
  ///
  /// When the attribute is refined in an OR group its own refinements are left out, as for the
  /// disjunctive counts: other values must stay findable.
  @discardableResult
  public func connectFilterState(_ filterState: FilterState) -> any Connection {
    let connection = ObservationConnection(
      setUp: { [weak self] in self?.applyFilters(filterState.snapshot) },
      subscribe: {
        [filterState.onChange.subscribe(with: self) { searcher, snapshot in
          searcher.applyFilters(snapshot)
          searcher.triggerSearch()
        }]
      }
    )
    connection.connect()
    return connection
  }

  /// Takes over `snapshot` as the filters of the next facet search.
  public func applyFilters(_ snapshot: FilterStateSnapshot) {
    let builder = FacetingQueryBuilder(request: HitsSearchRequest(indexName: request.indexName), filters: snapshot)
    request.parameters.filters = builder.disjunctiveAttributes.contains(request.facetName)
      ? builder.disjunctiveQuery(for: request.facetName).filters
      : snapshot.filters
  }
}
