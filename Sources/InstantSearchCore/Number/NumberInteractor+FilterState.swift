import SearchModel

extension NumberInteractor {
  /// Keeps the number and `filterState` in step: `attribute operator number` in the AND group
  /// `groupName ?? attribute`, replacing the previous comparison with that operator.
  @discardableResult
  public func connectFilterState(
    _ filterState: FilterState,
    attribute: String,
    operator comparison: NumericOperator,
    groupName: String? = nil
  ) -> any Connection {
    let group = FilterGroupID.and(name: groupName ?? attribute)
    let isOurs: (Filter) -> Bool = { filter in
      guard case .numeric(let numeric) = filter, numeric.attribute == attribute,
        case .comparison(let op, _) = numeric.condition else { return false }
      return op == comparison
    }
    let read: @MainActor (FilterState) -> Double? = { filterState in
      for filter in filterState.filters(in: group) where isOurs(filter) {
        if case .numeric(let numeric) = filter, case .comparison(_, let value) = numeric.condition { return value }
      }
      return nil
    }
    let connection = ObservationConnection(
      setUp: { [weak self, weak filterState] in
        guard let filterState else { return }
        self?.item = read(filterState)
      },
      subscribe: { [weak self] in
        guard let self else { return [] }
        return [
          onNumberComputed.subscribe(with: filterState) { filterState, number in
            var filters = filterState.filters(in: group).filter { !isOurs($0) }
            if let number {
              filters.append(.numeric(NumericFilter(attribute: attribute, condition: .comparison(comparison, number))))
            }
            filterState.notify(.replace(group, with: filters))
          },
          filterState.onChange.subscribe(with: self) { [weak filterState] interactor, _ in
            guard let filterState else { return }
            interactor.item = read(filterState)
          },
        ]
      }
    )
    connection.connect()
    return connection
  }
}
