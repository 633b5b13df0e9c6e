import SearchModel

extension FilterListInteractor {
  /// Keeps the selection and `filterState` in step in the group `groupName` (`.and`, or `.or`
  /// of the kind of the list's first filter). Filters of the group that are not in the list
  /// are left alone.
  @discardableResult
  public func connectFilterState(
    _ filterState: FilterState,
    operator: RefinementOperator,
    groupName: String
  ) -> any Connection {
    let group: FilterGroupID = `operator` == .and
      ? .and(name: groupName)
      : .or(name: groupName, filterType: items.first?.kind ?? .facet)
    let connection = ObservationConnection(
      setUp: { [weak self, weak filterState] in
        guard let self, let filterState else { return }
        self.selections = Set(self.items.filter { filterState.contains($0, in: group) })
      },
      subscribe: { [weak self] in
        guard let self else { return [] }
        return [
          onSelectionsComputed.subscribe(with: self) { [weak filterState] list, selections in
            guard let filterState else { return }
            let others = filterState.filters(in: group).filter { !list.items.contains($0) }
            filterState.notify(.replace(group, with: others + list.items.filter(selections.contains)))
          },
          filterState.onChange.subscribe(with: self) { [weak filterState] list, _ in
            guard let filterState else { return }
            list.selections = Set(list.items.filter { filterState.contains($0, in: group) })
          },
        ]
      }
    )
    connection.connect()
    return connection
  }
}
