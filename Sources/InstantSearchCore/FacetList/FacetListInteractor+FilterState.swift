import SearchModel

extension FacetListInteractor {
  /// Keeps the selection and `filterState` in step for `attribute`.
  ///
  /// The group is `.and(name: groupName ?? attribute)` or, for `.or`,
  /// `.or(name: groupName ?? attribute, filterType: .facet)` (disjunctive faceting). A computed
  /// selection replaces the group's filters on `attribute` and notifies once; a filter-state
  /// change sets `selections` to the string values of `attribute` in the group.
  @discardableResult
  public func connectFilterState(
    _ filterState: FilterState,
    attribute: String,
    operator: RefinementOperator,
    groupName: String? = nil
  ) -> any Connection {
    let name = groupName ?? attribute
    let group = FilterGroupID.facetGroup(named: name, operator: `operator`)
    let readSelections: @MainActor (FilterState) -> Set<String> = { filterState in
      filterState.selectedFacetValues(of: attribute, in: group)
    }
    let connection = ObservationConnection(
      setUp: { [weak self, weak filterState] in
        guard let filterState else { return }
        self?.selections = readSelections(filterState)
      },
      subscribe: { [weak self] in
        guard let self else { return [] }
        return [
          onSelectionsComputed.subscribe(with: filterState) { filterState, selections in
            filterState.notify(filterState.selectingFacetValues(selections, of: attribute, in: group))
          },
          filterState.onChange.subscribe(with: self) { [weak filterState] interactor, _ in
            guard let filterState else { return }
            interactor.selections = readSelections(filterState)
          },
        ]
      }
    )
    connection.connect()
    return connection
  }
}
