extension CurrentFiltersInteractor {
  /// Lists the filters of `filterState` (only those of `groupIDs` when given) and removes the
  /// ones the user removes, notifying once per removal.
  @discardableResult
  public func connectFilterState(_ filterState: FilterState, groupIDs: Set<FilterGroupID>? = nil) -> any Connection {
    let read: @MainActor () -> [FilterAndID] = {
      filterState.filtersAndIDs.filter { groupIDs?.contains($0.groupID) ?? true }
    }
    let connection = ObservationConnection(
      setUp: { [weak self] in self?.items = read() },
      subscribe: { [weak self] in
        guard let self else { return [] }
        return [
          filterState.onChange.subscribe(with: self) { interactor, _ in interactor.items = read() },
          onItemRemoved.subscribe(with: filterState) { filterState, item in
            filterState.notify(.remove(item.filter, from: item.groupID))
          },
        ]
      }
    )
    connection.connect()
    return connection
  }
}
