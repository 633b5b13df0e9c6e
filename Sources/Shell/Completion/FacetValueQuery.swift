import InstantSearchCore
import SearchBackend
import SearchModel

/// How to ask the backend for the values of one facet as the user types them: the search state
/// of one prompt (index, query, refinements), captured when the prompt is shown.
///
/// It searches the way Algolia's search for facet values does: over the records the current
/// query and refinements match, with the attribute's own refinements left out when they are in
/// an OR group (disjunctive faceting), so `refine brand=<Tab>` still offers the other brands
/// after `refine brand=Apple`. An attribute that is not `searchable()` in attributesForFaceting
/// cannot be searched that way, so its values come from a facet count query instead (one page of
/// no hits, the attribute's counts only). Being a value, it can be used from any thread.
public struct FacetValueQuery: Sendable {
  /// What one lookup found.
  public struct Answer: Sendable, Hashable {
    /// The values, most frequent first.
    public var values: [String]
    /// Whether these are all the values the search matches (the backend's limit was not reached),
    /// so a longer prefix can be answered from them without asking again.
    public var isComplete: Bool
    /// The facet query the values answer: the prefix typed, or `""` when every value was counted.
    public var facetQuery: String
  }

  /// The backend.
  public var service: any SearchService
  /// The hits search of the prompt (its index, query and parameters).
  public var request: HitsSearchRequest
  /// The refinements of the prompt.
  public var filters: FilterStateSnapshot
  /// The attributes declared `searchable()` in attributesForFaceting, nil when the settings
  /// have not been read yet (they are then read by the first lookup).
  public var searchableAttributes: Set<String>?

  /// At most this many values per search for facet values (Algolia's maximum).
  static let maxFacetHits = 100
  /// At most this many values per facet count query (Algolia's maximum).
  static let maxValuesPerFacet = 1000

  public init(
    service: any SearchService, request: HitsSearchRequest, filters: FilterStateSnapshot,
    searchableAttributes: Set<String>?
  ) {
    self.service = service
    self.request = request
    self.filters = filters
    self.searchableAttributes = searchableAttributes
  }

  /// The values of `attribute` whose words start with the words of `prefix`, counted over the
  /// prompt's search (a search for facet values, or a facet count query when the attribute is not
  /// searchable; then every value is returned and the caller filters them).
  public func values(of attribute: String, matching prefix: String) async throws -> Answer {
    var searchable = searchableAttributes
    if searchable == nil, let settings = try? await service.settings(index: request.indexName) {
      searchable = Self.searchableAttributes(in: settings)
    }
    try Task.checkCancellation()
    if searchable?.contains(attribute) == false {
      return try await countedValues(of: attribute)
    }
    do {
      let facetRequest = FacetSearchRequest(
        indexName: request.indexName, facetName: attribute, facetQuery: prefix, maxFacetHits: Self.maxFacetHits,
        parameters: parameters(countingAsIfUnrefined: attribute, facets: nil))
      let response = try await service.searchForFacetValues(facetRequest)
      return Answer(
        values: response.facetHits.map(\.value), isComplete: response.facetHits.count < Self.maxFacetHits,
        facetQuery: prefix)
    } catch let error where searchable == nil && !(error is CancellationError) {
      // Settings unknown: the attribute may simply not be searchable.
      return try await countedValues(of: attribute)
    }
  }

  /// The facet attributes the index declares (`brand` for `searchable(brand)`), from its settings:
  /// completion knows them before any facet was shown or the settings were read by a command.
  public func facetingAttributes() async throws -> [String] {
    let settings = try await service.settings(index: request.indexName)
    return settings.facetingDeclarations.map(\.attribute)
  }

  /// Every value of `attribute` the prompt's search counts (a facet-only query), most frequent first.
  func countedValues(of attribute: String) async throws -> Answer {
    var parameters = parameters(countingAsIfUnrefined: attribute, facets: [attribute])
    parameters.maxValuesPerFacet = Self.maxValuesPerFacet
    let response = try await service.search(index: request.indexName, parameters: parameters)
    let counts = response.facets?[attribute] ?? [:]
    let values = counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map(\.key)
    return Answer(values: values, isComplete: counts.count < Self.maxValuesPerFacet, facetQuery: "")
  }

  /// The prompt's search with no hits, asking for `facets`, with `attribute`'s own OR refinements
  /// left out and, when it is a level of a hierarchical menu, the menu's selected path too (the
  /// menu offers the siblings of its path, not just the path).
  func parameters(countingAsIfUnrefined attribute: String, facets: [String]?) -> SearchParameters {
    var builder = FacetingQueryBuilder(request: request, filters: filters, disjunctiveFacets: [attribute])
    if let base = HierarchicalLevels.base(ofLevel: attribute) {
      builder.groups.removeAll { $0.id == .hierarchical(name: base) }
    }
    builder.hierarchicalFacets = []
    let queries = builder.build()
    let position = (builder.disjunctiveAttributes.firstIndex(of: attribute) ?? 0) + 1
    var parameters = position < queries.count ? queries[position].parameters : request.parameters
    parameters.facets = facets
    parameters.page = 0
    parameters.hitsPerPage = 0
    return parameters
  }

  /// `brand` for `searchable(brand)` in the settings' attributesForFaceting.
  static func searchableAttributes(in settings: IndexSettings) -> Set<String> {
    Set(settings.facetingDeclarations.compactMap { $0.argument(of: "searchable") })
  }
}
