import SearchModel

extension HitsSearcher: MultiSearchComponent {
  func makeMultiSearchPlan() -> MultiSearchPlan {
    let request = request
    let builder = isDisjunctiveFacetingEnabled ? facetingQueryBuilder(for: request) : nil
    let queries = builder?.build() ?? [MultiSearchQuery(indexName: request.indexName, parameters: request.parameters)]
    return MultiSearchPlan(queries: queries) { [weak self] result in
      let response = result.flatMap { results in
        Result { () throws -> SearchResponse in
          if let builder { return try builder.aggregate(results) }
          guard case .hits(let response)? = results.first else { throw FacetingError.unexpectedResultKind(index: 0) }
          return response
        }
      }
      self?.deliver(response, for: request)
    }
  }

  func attach(to trigger: @escaping @MainActor () -> Task<Void, Never>) {
    parentTrigger = trigger
  }
}
