import InstantSearchCore
import SearchModel

extension FacetsCommand {
  /// `facets` without an attribute: InstantSearch's dynamic facet list over the last results.
  ///
  /// The facets and their order come from the response's `renderingContent.facetOrdering`; the
  /// searcher is made to ask for the counts of the attributes it names (once, then they stay
  /// among its facets, as `facets ATTR` adds its attribute). Refinements are read from the
  /// groups `refine` uses (`facet-config` decides AND or OR per attribute). An index with no
  /// facet ordering gets the usual demand for an attribute, saying why.
  @MainActor static func runDynamic(in session: ShellSession, search: SearchContext, limit: Int) async throws {
    if search.latestResponse == nil { try await search.refresh() }
    guard let ordering = search.latestResponse?.renderingContent?.facetOrdering else {
      // The attributes there are to give, so a first `facets` is not a dead end.
      let countable = await search.declaredFacets().filter { !$0.isModified(by: "filterOnly") }.map(\.attribute)
      let choice = countable.isEmpty ? "" : " (\(countable.joined(separator: ", ")))"
      throw CommandFailure(
        "facets: give an attribute\(choice): the index has no facet ordering "
          + "(renderingContent.facetOrdering in its settings or a rule) to list its facets in")
    }
    let requested = search.searcher.request.parameters.facets ?? []
    let missing = ordering.facetsOrder.filter { !requested.contains($0) && !requested.contains("*") }
    if !missing.isEmpty {
      missing.forEach(search.searcher.addFacet)
      try await search.refresh()
    }
    var groups: [String: FilterGroupDescriptor] = [:]
    for attribute in ordering.facetsOrder {
      let configuration = search.facetConfigurations[attribute] ?? FacetConfiguration()
      groups[attribute] = FilterGroupDescriptor(name: attribute, operator: configuration.refinementOperator)
    }
    let interactor = DynamicFacetListInteractor()
    let controller = TerminalDynamicFacetListController()
    controller.limit = limit
    let connections = [
      interactor.connectFilterState(search.filterState, filterGroupForAttribute: groups),
      interactor.connectController(controller),
    ]
    defer { connections.forEach { $0.disconnect() } }
    if let response = search.latestResponse { interactor.update(with: response) }
    session.printer.print(controller.render(with: session.renderer))
  }
}
