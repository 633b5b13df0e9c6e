import InstantSearchCore
import SearchBackend
import SearchModel
import Synchronization

/// A `SearchService` answering from records held in memory, with real filtering, facet
/// counting, pagination and facet-value search: the backend of the specification tests.
///
/// Every request is also recorded, so tests can assert what the searchers sent.
final class InMemorySearchService: SearchService {
  /// Turns a `filters` string into an expression (the SearchModel parser).
  typealias FilterParser = @Sendable (String) throws -> FilterExpression

  let indexes: [String: [JSONObject]]
  let parseFilters: FilterParser
  /// Members added to each hits response for its parameters: what a query rule or the index
  /// settings would add (`renderingContent`, `userData`...).
  let responseExtra: @Sendable (SearchParameters) -> JSONObject
  private let multiLog = Mutex<[[MultiSearchQuery]]>([])
  private let singleLog = Mutex<[HitsSearchRequest]>([])

  init(
    indexes: [String: [JSONObject]], parseFilters: @escaping FilterParser = TestFilterParser.parse,
    responseExtra: @escaping @Sendable (SearchParameters) -> JSONObject = { _ in [:] }
  ) {
    self.indexes = indexes
    self.parseFilters = parseFilters
    self.responseExtra = responseExtra
  }

  /// Every multi-query received, in order.
  var sentMultiQueries: [[MultiSearchQuery]] { multiLog.withLock { $0 } }
  /// Every single search received, in order.
  var sentSearches: [HitsSearchRequest] { singleLog.withLock { $0 } }

  func search(index: String, parameters: SearchParameters) async throws -> SearchResponse {
    singleLog.withLock { $0.append(HitsSearchRequest(indexName: index, parameters: parameters)) }
    return try answer(index: index, parameters: parameters)
  }

  func multiSearch(_ queries: [MultiSearchQuery], strategy: MultiSearchStrategy) async throws -> [MultiSearchResult] {
    multiLog.withLock { $0.append(queries) }
    return try queries.map { query in
      switch query.kind {
      case .hits:
        return .hits(try answer(index: query.indexName, parameters: query.parameters))
      case let .facet(facet, facetQuery, maxFacetHits):
        let request = FacetSearchRequest(
          indexName: query.indexName, facetName: facet, facetQuery: facetQuery,
          maxFacetHits: maxFacetHits, parameters: query.parameters
        )
        return .facets(try facetValues(request))
      }
    }
  }

  func searchForFacetValues(_ request: FacetSearchRequest) async throws -> FacetSearchResponse {
    try facetValues(request)
  }

  func listIndexes() async throws -> [IndexInfo] {
    indexes.keys.sorted().map { IndexInfo(name: $0, entries: indexes[$0]?.count ?? 0) }
  }

  func settings(index: String) async throws -> IndexSettings {
    guard indexes[index] != nil else { throw APIError.indexNotFound(index) }
    return IndexSettings()
  }

  // MARK: - Answering

  func matchingRecords(index: String, parameters: SearchParameters) throws -> [JSONObject] {
    guard let records = indexes[index] else { throw APIError.indexNotFound(index) }
    let words = (parameters.query ?? "").lowercased().split(separator: " ").map(String.init)
    let expression = try parameters.filters.map(parseFilters) ?? FilterExpression()
    return records.filter { record in
      let text = record.allStrings.map { $0.lowercased() }
      return words.allSatisfy { word in text.contains { $0.contains(word) } } && expression.matches(record)
    }
  }

  func answer(index: String, parameters: SearchParameters) throws -> SearchResponse {
    let matching = try matchingRecords(index: index, parameters: parameters)
    let hitsPerPage = parameters.hitsPerPage ?? 20
    let page = parameters.page ?? 0
    let start = min(matching.count, page * hitsPerPage)
    let end = min(matching.count, start + hitsPerPage)
    let nbPages = hitsPerPage == 0 ? 0 : (matching.count + hitsPerPage - 1) / hitsPerPage
    var facets = OrderedDictionary<String, OrderedDictionary<String, Int>>()
    var stats = OrderedDictionary<String, FacetStats>()
    for attribute in Self.facetAttributes(parameters.facets ?? [], of: matching) {
      let values = matching.flatMap { $0.values(at: attribute) }
      let counts = Self.counts(of: values.compactMap(\.facetText))
      if !counts.isEmpty { facets[attribute] = counts }
      let numbers = values.compactMap(\.numberValue)
      if let low = numbers.min(), let high = numbers.max() {
        let sum = numbers.reduce(0, +)
        stats[attribute] = FacetStats(min: low, max: high, avg: sum / Double(numbers.count), sum: sum)
      }
    }
    return SearchResponse(
      hits: Array(matching[start..<end]),
      nbHits: matching.count,
      page: page,
      nbPages: nbPages,
      hitsPerPage: hitsPerPage,
      processingTimeMS: 1,
      query: parameters.query ?? "",
      index: index,
      facets: facets,
      facetsStats: stats.isEmpty ? nil : stats,
      exhaustiveFacetsCount: true,
      exhaustiveNbHits: true,
      extra: responseExtra(parameters)
    )
  }

  /// The attributes asked for, `*` standing for every top-level attribute of the matching
  /// records (in order of first appearance, `objectID` excluded) as Algolia expands it.
  static func facetAttributes(_ requested: [String], of records: [JSONObject]) -> [String] {
    guard requested.contains("*") else { return requested }
    var attributes = OrderedSet<String>()
    for record in records { attributes.append(contentsOf: record.keys.filter { $0 != "objectID" }) }
    return Array(attributes)
  }

  func facetValues(_ request: FacetSearchRequest) throws -> FacetSearchResponse {
    let matching = try matchingRecords(index: request.indexName, parameters: request.parameters)
    let needle = request.facetQuery.lowercased()
    let values = matching.flatMap { $0.values(at: request.facetName) }.compactMap(\.facetText)
    let counts = Self.counts(of: values.filter { needle.isEmpty || $0.lowercased().contains(needle) })
    let hits = counts.prefix(request.maxFacetHits ?? 10).map { value, count in
      FacetHit(value: value, highlighted: Self.highlight(needle, in: value), count: count)
    }
    return FacetSearchResponse(facetHits: Array(hits), processingTimeMS: 1)
  }

  /// Counts sorted as Algolia ranks them: count descending, then value ascending.
  static func counts(of values: [String]) -> OrderedDictionary<String, Int> {
    var counts: [String: Int] = [:]
    values.forEach { counts[$0, default: 0] += 1 }
    let sorted = counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
    return OrderedDictionary(uniqueKeysWithValues: sorted.map { ($0.key, $0.value) })
  }

  /// Wraps the first case-insensitive occurrence of `needle` in `<em>` tags.
  static func highlight(_ needle: String, in value: String) -> String {
    let characters = Array(value)
    let lowered = characters.map { $0.lowercased() }
    let target = needle.map { $0.lowercased() }
    guard !target.isEmpty, let start = lowered.firstRange(of: target)?.lowerBound else { return value }
    let end = start + target.count
    let head = String(characters[..<start])
    let match = String(characters[start..<end])
    let tail = String(characters[end...])
    return head + "<em>" + match + "</em>" + tail
  }
}
