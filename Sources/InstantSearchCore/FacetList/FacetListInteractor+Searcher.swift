import SearchModel

extension FacetListInteractor {
  /// Shows the counts of `attribute` from `searcher`'s results, in the order they come, and
  /// adds `attribute` to the facets the searcher asks for.
  @discardableResult
  public func connectSearcher(_ searcher: HitsSearcher, attribute: String) -> any Connection {
    searcher.connectFacets([attribute], to: self) { interactor, response in
      let counts = response.facets?[attribute] ?? [:]
      interactor.items = counts.map { FacetHit(value: $0.key, highlighted: $0.key, count: $0.value) }
    }
  }

  /// Shows the facet values found by `facetSearcher` (search for facet values).
  @discardableResult
  public func connectFacetSearcher(_ facetSearcher: FacetSearcher) -> any Connection {
    let connection = ObservationConnection(subscribe: { [weak self] in
      guard let self else { return [] }
      return [facetSearcher.onResults.subscribe(with: self) { interactor, response in
        interactor.items = response.facetHits
      }]
    })
    connection.connect()
    return connection
  }
}
