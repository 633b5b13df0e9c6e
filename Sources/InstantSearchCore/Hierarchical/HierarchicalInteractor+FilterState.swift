extension HierarchicalInteractor {
  /// Keeps the path and the hierarchical group `groupName` of `filterState` in step: the group
  /// holds the deepest level's filter, the path drives the parent-level queries.
  @discardableResult
  public func connectFilterState(_ filterState: FilterState, groupName: String) -> any Connection {
    let read: @MainActor (FilterState) -> [String] = { filterState in
      filterState.hierarchicalFacet(named: groupName)?.path.map(\.value.facetText) ?? []
    }
    let connection = ObservationConnection(
      setUp: { [weak self, weak filterState] in
        guard let self, let filterState else { return }
        filterState.setHierarchicalAttributes(self.hierarchicalAttributes, for: groupName)
        self.selections = read(filterState)
      },
      subscribe: { [weak self] in
        guard let self else { return [] }
        return [
          onSelectionsComputed.subscribe(with: self) { [weak filterState] interactor, path in
            filterState?.notify(.setHierarchicalPath(interactor.filters(for: path), groupName: groupName))
          },
          filterState.onChange.subscribe(with: self) { [weak filterState] interactor, _ in
            guard let filterState else { return }
            interactor.selections = read(filterState)
          },
        ]
      }
    )
    connection.connect()
    return connection
  }
}
