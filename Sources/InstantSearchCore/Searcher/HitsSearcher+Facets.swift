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

  /// Calls `handler` with the `facets_stats` bounds of `attribute` on each response.
  func subscribeToBounds<Owner: AnyObject>(
    of attribute: String,
    with owner: Owner,
    _ handler: @escaping @MainActor (Owner, ClosedRange<Double>?) -> Void
  ) -> ObservationToken {
    onResults.subscribe(with: owner) { owner, response in
      let stats = response.facetsStats?[attribute]
      handler(owner, stats.flatMap { $0.min <= $0.max ? $0.min...$0.max : nil })
    }
  }
}
