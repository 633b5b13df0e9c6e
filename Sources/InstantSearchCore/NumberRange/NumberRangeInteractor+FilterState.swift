import SearchModel

extension NumberRangeInteractor {
  /// Keeps the range and `filterState` in step: `attribute:lower TO upper` in the AND group
  /// `groupName ?? attribute`, replacing the previous range on `attribute`.
  @discardableResult
  public func connectFilterState(_ filterState: FilterState, attribute: String, groupName: String? = nil) -> any Connection {
    let group = FilterGroupID.and(name: groupName ?? attribute)
    let range: (Filter) -> ClosedRange<Double>? = { filter in
      guard case .numeric(let numeric) = filter, numeric.attribute == attribute, !numeric.isNegated,
        case .range(let lower, let upper) = numeric.condition, lower <= upper else { return nil }
      return lower...upper
    }
    let connection = ObservationConnection(
      setUp: { [weak self, weak filterState] in
        guard let filterState else { return }
        self?.item = filterState.filters(in: group).lazy.compactMap(range).first
      },
      subscribe: { [weak self] in
        guard let self else { return [] }
        return [
          onNumberRangeComputed.subscribe(with: filterState) { filterState, computed in
            var filters = filterState.filters(in: group).filter { range($0) == nil }
            if let computed {
              let condition = NumericCondition.range(lower: computed.lowerBound, upper: computed.upperBound)
              filters.append(.numeric(NumericFilter(attribute: attribute, condition: condition)))
            }
            filterState.notify(.replace(group, with: filters))
          },
          filterState.onChange.subscribe(with: self) { [weak filterState] interactor, _ in
            guard let filterState else { return }
            interactor.item = filterState.filters(in: group).lazy.compactMap(range).first
          },
        ]
      }
    )
    connection.connect()
    return connection
  }
}
