extension FilterClearInteractor {
  /// On each trigger, empties the groups selected by `groupIDs` and `clearMode`, then notifies once.
  @discardableResult
  public func connectFilterState(
    _ filterState: FilterState,
    filterGroupIDs groupIDs: [FilterGroupID] = [],
    clearMode: ClearMode = .specified
  ) -> any Connection {
    let connection = ObservationConnection(subscribe: { [weak self] in
      guard let self else { return [] }
      return [onTriggered.subscribe(with: filterState) { filterState, _ in
        switch (clearMode, groupIDs.isEmpty) {
        case (.specified, true): filterState.notify(.clearAll)
        case (.specified, false): filterState.notify(groupIDs.map(FilterState.Command.clear))
        case (.except, _): filterState.notify(.clearExcept(groupIDs))
        }
      }]
    })
    connection.connect()
    return connection
  }
}
