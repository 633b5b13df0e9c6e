extension CurrentFiltersInteractor {
  /// Lists the filters of `filterState` (only those of `groupIDs` when given) and removes the
  /// ones the user removes, notifying once per removal.
  @discardableResult
  public func connectFilterState(_ filterState: FilterState, groupIDs: Set<FilterGroupID>? = nil) -> any Connection {
    let read: @MainActor (FilterState) -> [FilterAndID] = { filterState in
      filterState.filtersAndIDs.filter { groupIDs?.contains($0.groupID) ?? true }
    }
    let connection = ObservationConnection(
      setUp: { [weak self, weak filterState] in
        guard let filterState else { return }
        self?.items = read(filterState)
      },
      subscribe: { [weak self] in
        guard let self else { return [] }
        return [
          filterState.onChange.subscribe(with: self) { [weak filterState] interactor, _ in
            guard let filterState else { return }
            interactor.items = read(filterState)
          },
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
