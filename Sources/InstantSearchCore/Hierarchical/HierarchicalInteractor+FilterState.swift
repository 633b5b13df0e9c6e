extension HierarchicalInteractor {
  /// Keeps the path and the hierarchical group `groupName` of `filterState` in step: the group
  /// holds the deepest level's filter, the path drives the parent-level queries.
  @discardableResult
  public func connectFilterState(_ filterState: FilterState, groupName: String) -> any Connection {
    let read: @MainActor () -> [String] = {
      filterState.hierarchicalFacet(named: groupName)?.path.map(\.value.facetText) ?? []
    }
    let connection = ObservationConnection(
      setUp: { [weak self] in
        guard let self else { return }
        filterState.setHierarchicalAttributes(self.hierarchicalAttributes, for: groupName)
        self.selections = read()
      },
      subscribe: { [weak self] in
        guard let self else { return [] }
        return [
          onSelectionsComputed.subscribe(with: self) { [weak filterState] interactor, path in
            filterState?.notify(.setHierarchicalPath(interactor.filters(for: path), groupName: groupName))
          },
          filterState.onChange.subscribe(with: self) { interactor, _ in interactor.selections = read() },
        ]
      }
    )
    connection.connect()
    return connection
  }
}
