import SearchModel

extension HierarchicalInteractor {
  /// Asks `searcher` for every level and shows each level's counts.
  @discardableResult
  public func connectSearcher(_ searcher: HitsSearcher) -> any Connection {
    let attributes = hierarchicalAttributes
    let connection = ObservationConnection(
      setUp: { attributes.forEach(searcher.addFacet) },
      subscribe: { [weak self] in
        guard let self else { return [] }
        return [searcher.onResults.subscribe(with: self) { interactor, response in
          interactor.items = attributes.map { attribute in
            (response.facets?[attribute] ?? [:]).map { FacetHit(value: $0.key, highlighted: $0.key, count: $0.value) }
          }
        }]
      }
    )
    connection.connect()
    return connection
  }
}
