import SearchModel

extension FilterToggleInteractor {
  /// Keeps the toggle and `filterState` in step: on adds the filter to `groupID` (the filter's
  /// attribute as an AND group by default), off removes it and adds `defaultFilter` if given.
  @discardableResult
  public func connectFilterState(
    _ filterState: FilterState,
    groupID: FilterGroupID? = nil,
    defaultFilter: Filter? = nil
  ) -> any Connection {
    let group = groupID ?? .and(name: item.targetAttribute)
    let connection = ObservationConnection(
      setUp: { [weak self, weak filterState] in
        guard let self, let filterState else { return }
        self.isSelected = filterState.contains(self.item, in: group)
      },
      subscribe: { [weak self] in
        guard let self else { return [] }
        return [
          onSelectedComputed.subscribe(with: self) { [weak filterState] toggle, selecting in
            guard let filterState else { return }
            var commands: [FilterState.Command] = []
            if selecting {
              if let defaultFilter { commands.append(.remove(defaultFilter, from: group)) }
              commands.append(.add(toggle.item, to: group))
            } else {
              commands.append(.remove(toggle.item, from: group))
              if let defaultFilter { commands.append(.add(defaultFilter, to: group)) }
            }
            filterState.notify(commands)
          },
          filterState.onChange.subscribe(with: self) { [weak filterState] toggle, _ in
            guard let filterState else { return }
            toggle.isSelected = filterState.contains(toggle.item, in: group)
          },
        ]
      }
    )
    connection.connect()
    return connection
  }
}
