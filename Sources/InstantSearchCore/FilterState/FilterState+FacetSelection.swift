import SearchModel

extension FilterGroupID {
  /// The group a facet refinement widget keeps its selection in: `.and(name:)`, or for `.or`
  /// the disjunctive `.or(name:, filterType: .facet)`.
  public static func facetGroup(named name: String, operator: RefinementOperator) -> FilterGroupID {
    `operator` == .and ? .and(name: name) : .or(name: name, filterType: .facet)
  }
}

extension FilterState {
  /// The values of `attribute` selected in `group`: its facet filters that are not negated, as text.
  public func selectedFacetValues(of attribute: String, in group: FilterGroupID) -> Set<String> {
    Set(filters(in: group).compactMap { filter in
      guard case .facet(let facet) = filter, facet.attribute == attribute, !facet.isNegated else { return nil }
      return facet.value.facetText
    })
  }

  /// The command that makes `values` the facet filters of `attribute` in `group`, leaving the
  /// group's other filters as they are (values in sorted order, so the output is reproducible).
  public func selectingFacetValues(_ values: Set<String>, of attribute: String, in group: FilterGroupID) -> Command {
    let others = filters(in: group).filter { filter in
      guard case .facet(let facet) = filter else { return true }
      return facet.attribute != attribute
    }
    let selected = values.sorted().map { Filter.facet(FacetFilter(attribute: attribute, value: .string($0))) }
    return .replace(group, with: others + selected)
  }
}
