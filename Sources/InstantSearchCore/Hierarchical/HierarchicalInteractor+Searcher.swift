import SearchModel

extension HierarchicalInteractor {
  /// Asks `searcher` for every level and shows each level's counts.
  @discardableResult
  public func connectSearcher(_ searcher: HitsSearcher) -> any Connection {
    let attributes = hierarchicalAttributes
    return searcher.connectFacets(attributes, to: self) { interactor, response in
      interactor.items = attributes.map { attribute in
        (response.facets?[attribute] ?? [:]).map { FacetHit(value: $0.key, highlighted: $0.key, count: $0.value) }
      }
    }
  }
}
