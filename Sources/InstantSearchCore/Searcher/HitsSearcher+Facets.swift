import SearchModel

extension HitsSearcher {
  /// Makes sure the searcher asks for `attribute` among its facets (for counts or stats).
  public func addFacet(_ attribute: String) {
    updateParameters { parameters in
      var facets = parameters.facets ?? []
      if !facets.contains(attribute) { facets.append(attribute) }
      parameters.facets = facets
    }
  }

  /// Asks for the facets of `attributes` (their counts and stats) and, while connected, hands
  /// each response to `owner` (held weakly): how the facet widgets follow a searcher.
  func connectFacets<Owner: AnyObject>(
    _ attributes: [String], to owner: Owner, _ handler: @escaping @MainActor (Owner, SearchResponse) -> Void
  ) -> any Connection {
    let connection = ObservationConnection(
      setUp: { attributes.forEach(self.addFacet) },
      subscribe: { [weak owner] in
        guard let owner else { return [] }
        return [self.onResults.subscribe(with: owner, handler)]
      }
    )
    connection.connect()
    return connection
  }
}
