import SearchModel

/// Builds the queries of one faceted search and merges their answers (disjunctive and
/// hierarchical faceting, as InstantSearch's `QueryBuilder`).
///
/// An OR group of facet filters makes its attribute *disjunctive*: the counts shown for it must
/// ignore its own refinement, otherwise selecting `color:blue` would hide every other color. So
/// besides the main query (all filters, hits) one query per disjunctive attribute asks for that
/// facet only, with that attribute's facet filters removed from the OR groups. A selected
/// hierarchical path adds one query per parent level. Everything goes out as one multi-query;
/// `aggregate(_:)` merges the facet counts with "later response wins".
public struct FacetingQueryBuilder: Sendable {
  /// The main request (query, page, facets, extra parameters). Its `filters` are replaced by
  /// those of the groups, unless there are no groups.
  public var request: HitsSearchRequest
  /// The filter groups, in canonical order.
  public var groups: [FilterStateSnapshot.Group]
  /// Disjunctive attributes: those of OR facet groups plus any declared explicitly, sorted.
  public var disjunctiveAttributes: [String]
  /// The hierarchical facets whose parent levels need their own queries.
  public var hierarchicalFacets: [HierarchicalFacet]
  /// Whether selected disjunctive values missing from the answer are kept with a count of 0.
  public var keepSelectedEmptyFacets: Bool

  /// Prepares the queries for `request` under `filters`.
  public init(
    request: HitsSearchRequest,
    filters: FilterStateSnapshot,
    disjunctiveFacets: Set<String> = [],
    keepSelectedEmptyFacets: Bool = true
  ) {
    self.request = request
    self.groups = filters.groups
    self.disjunctiveAttributes = Set(filters.disjunctiveAttributes).union(disjunctiveFacets).sorted()
    self.hierarchicalFacets = filters.hierarchicalFacets.filter { !$0.path.isEmpty }
    self.keepSelectedEmptyFacets = keepSelectedEmptyFacets
  }

  /// 1 main query + 1 per disjunctive attribute + the hierarchical queries.
  public var totalQueriesCount: Int {
    1 + disjunctiveAttributes.count + hierarchicalQueriesCount
  }

  /// One query per level up to one below the deepest selection (every level when all are selected).
  public var hierarchicalQueriesCount: Int {
    hierarchicalFacets.reduce(0) { $0 + Self.levelsQueried(by: $1) }
  }

  /// The queries, in the order their answers are expected.
  public func build() -> [MultiSearchQuery] {
    var main = request.parameters
    main.filters = FilterStateSnapshot.filtersString(of: groups) ?? main.filters
    let queries = [main] + disjunctiveAttributes.map(disjunctiveQuery) + hierarchicalFacets.flatMap(hierarchicalQueries)
    return queries.map { MultiSearchQuery(indexName: request.indexName, parameters: $0) }
  }

  /// The parameters of the query counting `attribute` as if it were not refined.
  func disjunctiveQuery(for attribute: String) -> SearchParameters {
    let remaining = groups.compactMap { group -> FilterStateSnapshot.Group? in
      guard group.id.isDisjunctiveFacetGroup else { return group }
      let filters = group.filters.filter { $0.targetAttribute != attribute }
      return filters.isEmpty ? nil : FilterStateSnapshot.Group(id: group.id, filters: filters)
    }
    var parameters = Self.facetsOnly(request.parameters)
    parameters.facets = [attribute]
    parameters.filters = FilterStateSnapshot.filtersString(of: remaining)
    return parameters
  }

  /// The parameters of the parent-level queries of one hierarchical facet.
  ///
  /// Query i asks for level i, under every other filter, without the deepest selected filter,
  /// and with the path down to level i-1 as an extra AND group.
  func hierarchicalQueries(for facet: HierarchicalFacet) -> [SearchParameters] {
    guard let deepest = facet.path.last else { return [] }
    let withoutDeepest = groups.compactMap { group -> FilterStateSnapshot.Group? in
      guard !group.id.isOr else { return group }
      let filters = group.filters.filter { $0 != .facet(deepest) }
      return filters.isEmpty ? nil : FilterStateSnapshot.Group(id: group.id, filters: filters)
    }
    let parents: [FacetFilter?] = [nil] + facet.path
    return zip(facet.attributes, parents).map { attribute, parent in
      var groups = withoutDeepest
      if let parent {
        groups.append(FilterStateSnapshot.Group(id: .and(name: "_hierarchical"), filters: [.facet(parent)]))
      }
      var parameters = Self.facetsOnly(request.parameters)
      parameters.facets = [attribute]
      parameters.filters = FilterStateSnapshot.filtersString(of: groups)
      return parameters
    }
  }

  static func levelsQueried(by facet: HierarchicalFacet) -> Int {
    guard !facet.path.isEmpty else { return 0 }
    return min(facet.attributes.count, facet.path.count + 1)
  }

  /// A copy of `parameters` that asks for facet counts only.
  static func facetsOnly(_ parameters: SearchParameters) -> SearchParameters {
    var parameters = parameters
    parameters.hitsPerPage = 0
    parameters.attributesToRetrieve = []
    parameters.attributesToHighlight = []
    parameters.analytics = false
    return parameters
  }
}
