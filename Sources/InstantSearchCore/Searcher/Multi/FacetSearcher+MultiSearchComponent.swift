import SearchModel

extension FacetSearcher: MultiSearchComponent {
  func makeMultiSearchPlan() -> MultiSearchPlan {
    let request = request
    let kind = MultiSearchQuery.Kind.facet(facet: request.facetName, facetQuery: request.facetQuery, maxFacetHits: request.maxFacetHits)
    let query = MultiSearchQuery(indexName: request.indexName, kind: kind, parameters: request.parameters)
    return MultiSearchPlan(queries: [query]) { [weak self] result in
      let response = result.flatMap { results in
        Result { () throws -> FacetSearchResponse in
          guard case .facets(let response)? = results.first else { throw FacetingError.unexpectedResultKind(index: 0) }
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
