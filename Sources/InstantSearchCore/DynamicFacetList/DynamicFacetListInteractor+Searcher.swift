import SearchModel

extension DynamicFacetListInteractor {
  /// Shows the facets of each response of `searcher` ordered by its
  /// `renderingContent.facetOrdering`; a response without one, or an error, empties the list
  /// (InstantSearch's behaviour: the index decides which facets appear).
  ///
  /// With `requestingAllFacets` (the default, as InstantSearch.js's dynamic widgets ask
  /// `facets: ["*"]`) the searcher asks for the counts of every faceted attribute, so whatever
  /// attributes the ordering names have counts.
  @discardableResult
  public func connectSearcher(_ searcher: HitsSearcher, requestingAllFacets: Bool = true) -> any Connection {
    let connection = ObservationConnection(
      setUp: { if requestingAllFacets { searcher.addFacet("*") } },
      subscribe: { [weak self] in
        guard let self else { return [] }
        return [
          searcher.onResults.subscribe(with: self) { interactor, response in interactor.update(with: response) },
          searcher.onError.subscribe(with: self) { interactor, _ in interactor.orderedFacets = [] },
        ]
      }
    )
    connection.connect()
    return connection
  }

  /// Sets `orderedFacets` from `response`: its facets ordered by its facet ordering, or none
  /// when the response has no facet ordering.
  public func update(with response: SearchResponse) {
    guard let ordering = response.renderingContent?.facetOrdering else {
      orderedFacets = []
      return
    }
    orderedFacets = FacetsOrderer(facetOrdering: ordering)(response.facets ?? [:])
  }
}
