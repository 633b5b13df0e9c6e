extension NumberInteractor {
  /// Takes the bounds from `searcher`'s `facets_stats` for `attribute` (added to its facets).
  @discardableResult
  public func connectSearcher(_ searcher: HitsSearcher, attribute: String) -> any Connection {
    let connection = ObservationConnection(
      setUp: { searcher.addFacet(attribute) },
      subscribe: { [weak self] in
        guard let self else { return [] }
        return [searcher.subscribeToBounds(of: attribute, with: self) { interactor, bounds in interactor.bounds = bounds }]
      }
    )
    connection.connect()
    return connection
  }
}
