import SearchModel

extension DynamicFacetListInteractor {
  /// Keeps the selections and `filterState` in step, attribute by attribute.
  ///
  /// Attribute `a` keeps its selection in `filterGroupForAttribute[a]`, else in the conjunctive
  /// group `.and(name: a)`, as InstantSearch does; give `.or` for a disjunctive attribute. A
  /// computed selection replaces each attribute's facet filters in its group and notifies once;
  /// a filter-state change (or a new facet order) reads the selection of every attribute shown
  /// or described back into `selections`.
  @discardableResult
  public func connectFilterState(
    _ filterState: FilterState,
    filterGroupForAttribute: [String: FilterGroupDescriptor] = [:]
  ) -> any Connection {
    let groupID: @Sendable (String) -> FilterGroupID = { attribute in
      (filterGroupForAttribute[attribute] ?? FilterGroupDescriptor(name: attribute, operator: .and)).groupID
    }
    let readSelections: @MainActor (DynamicFacetListInteractor, FilterState) -> Void = { interactor, filterState in
      let attributes = Set(interactor.orderedFacets.map(\.attribute)).union(filterGroupForAttribute.keys)
      var selections: SelectionsPerAttribute = [:]
      for attribute in attributes {
        let values = filterState.selectedFacetValues(of: attribute, in: groupID(attribute))
        if !values.isEmpty { selections[attribute] = values }
      }
      interactor.selections = selections
    }
    let connection = ObservationConnection(
      setUp: { [weak self, weak filterState] in
        guard let self, let filterState else { return }
        readSelections(self, filterState)
      },
      subscribe: { [weak self] in
        guard let self else { return [] }
        return [
          onSelectionsComputed.subscribe(with: filterState) { filterState, computed in
            let commands = computed.keys.sorted().map { attribute in
              filterState.selectingFacetValues(computed[attribute] ?? [], of: attribute, in: groupID(attribute))
            }
            filterState.notify(commands)
          },
          filterState.onChange.subscribe(with: self) { [weak filterState] interactor, _ in
            guard let filterState else { return }
            readSelections(interactor, filterState)
          },
          onFacetOrderChanged.subscribe(with: self) { [weak filterState] interactor, _ in
            guard let filterState else { return }
            readSelections(interactor, filterState)
          },
        ]
      }
    )
    connection.connect()
    return connection
  }
}
