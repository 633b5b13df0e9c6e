import SearchBackend
import SearchModel

/// A tiny, fully deterministic backend for the HTTP tests: substring matching over records,
/// facet counts, pagination, facet-value search, settings, objects and browse.
///
/// It exists so the client/server tests do not depend on the embedded engine's ranking, only
/// on the protocol; the cross-check against the real engine lives in its own suite. Shared by
/// every test target that needs a backend without an index on disk.
public struct InMemorySearchService: ServableSearchService {
  /// Records per index, in order.
  public var indexes: OrderedDictionary<String, [JSONObject]>
  /// Settings per index.
  public var indexSettings: [String: IndexSettings] = [:]

  public init(indexes: OrderedDictionary<String, [JSONObject]>, indexSettings: [String: IndexSettings] = [:]) {
    self.indexes = indexes
    self.indexSettings = indexSettings
  }

  func records(_ index: String) throws -> [JSONObject] {
    guard let records = indexes[index] else { throw APIError.indexNotFound(index) }
    return records
  }

  func matches(_ record: JSONObject, _ parameters: SearchParameters) -> Bool {
    let query = (parameters.query ?? "").lowercased()
    if !query.isEmpty {
      let text = record.values.compactMap(\.stringValue).joined(separator: " ").lowercased()
      if !text.contains(query) { return false }
    }
    if let filters = parameters.filters, !filters.isEmpty {
      // `attr:value` only: enough to exercise filters over the wire.
      let parts = filters.split(separator: ":", maxSplits: 1).map(String.init)
      guard parts.count == 2 else { return false }
      return record[parts[0]]?.stringValue?.lowercased() == parts[1].lowercased()
    }
    return true
  }

  public func search(index: String, parameters: SearchParameters) async throws -> SearchResponse {
    let all = try records(index).filter { matches($0, parameters) }
    let hitsPerPage = parameters.hitsPerPage ?? 20
    let page = parameters.page ?? 0
    let slice = all.dropFirst(page * hitsPerPage).prefix(hitsPerPage)
    var facets: OrderedDictionary<String, OrderedDictionary<String, Int>>?
    if let names = parameters.facets, !names.isEmpty {
      var counted = OrderedDictionary<String, OrderedDictionary<String, Int>>()
      for name in names {
        var counts = OrderedDictionary<String, Int>()
        for record in all { if let value = record[name]?.stringValue { counts[value, default: 0] += 1 } }
        counts.sort { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
        counted[name] = counts
      }
      facets = counted
    }
    return SearchResponse(
      hits: Array(slice), nbHits: all.count, page: page,
      nbPages: (all.count + hitsPerPage - 1) / hitsPerPage, hitsPerPage: hitsPerPage,
      processingTimeMS: 1, query: parameters.query ?? "", params: "", facets: facets,
      exhaustiveFacetsCount: true, exhaustiveNbHits: true, extra: ["renderingContent": .object([:])])
  }

  public func multiSearch(_ queries: [MultiSearchQuery], strategy: MultiSearchStrategy) async throws -> [MultiSearchResult] {
    var results: [MultiSearchResult] = []
    for query in queries {
      switch query.kind {
      case .hits:
        var response = try await search(index: query.indexName, parameters: query.parameters)
        response.index = query.indexName
        results.append(.hits(response))
      case .facet(let facet, let facetQuery, let maxFacetHits):
        results.append(
          .facets(
            try await searchForFacetValues(
              FacetSearchRequest(
                indexName: query.indexName, facetName: facet, facetQuery: facetQuery, maxFacetHits: maxFacetHits,
                parameters: query.parameters))))
      }
    }
    return results
  }

  public func searchForFacetValues(_ request: FacetSearchRequest) async throws -> FacetSearchResponse {
    let response = try await search(
      index: request.indexName,
      parameters: {
        var parameters = request.parameters
        parameters.facets = [request.facetName]
        return parameters
      }())
    let values = response.facets?[request.facetName] ?? [:]
    let prefix = request.facetQuery.lowercased()
    let hits = values.elements.filter { $0.key.lowercased().hasPrefix(prefix) }.prefix(request.maxFacetHits ?? 10).map {
      FacetHit(value: $0.key, highlighted: "<em>\($0.key.prefix(prefix.count))</em>\($0.key.dropFirst(prefix.count))", count: $0.value)
    }
    return FacetSearchResponse(facetHits: Array(hits), exhaustiveFacetsCount: true, processingTimeMS: 1)
  }

  public func listIndexes() async throws -> [IndexInfo] {
    indexes.map { IndexInfo(name: $0.key, entries: $0.value.count, updatedAt: "2026-01-01T00:00:00.000Z") }
  }

  public func settings(index: String) async throws -> IndexSettings {
    _ = try records(index)
    return indexSettings[index] ?? IndexSettings(searchableAttributes: ["name", "brand"], attributesForFaceting: ["searchable(brand)"])
  }

  public func object(index: String, objectID: String, attributesToRetrieve: [String]?) async throws -> JSONObject {
    guard let record = try records(index).first(where: { $0["objectID"]?.stringValue == objectID }) else {
      throw APIError(message: "ObjectID does not exist", status: 404)
    }
    guard let attributesToRetrieve, !attributesToRetrieve.contains("*") else { return record }
    return record.filter { $0.key == "objectID" || attributesToRetrieve.contains($0.key) }
  }

  public func browse(index: String, parameters: SearchParameters, cursor: String?) async throws -> BrowsePage {
    var parameters = parameters
    // The cursor is `page:hitsPerPage`, so a continuation needs no parameters.
    if let cursor {
      let parts = cursor.split(separator: ":").compactMap { Int($0) }
      guard parts.count == 2 else { throw APIError.badRequest("Invalid cursor") }
      parameters.page = parts[0]
      parameters.hitsPerPage = parts[1]
    }
    let response = try await search(index: index, parameters: parameters)
    let page = response.page ?? 0
    let next = page + 1 < (response.nbPages ?? 0) ? "\(page + 1):\(response.hitsPerPage ?? 20)" : nil
    return BrowsePage(hits: response.hits, nbHits: response.nbHits ?? 0, cursor: next)
  }
}

extension InMemorySearchService {
  /// Six phones and tablets across three brands.
  public static let products = InMemorySearchService(indexes: [
    "products": [
      ["objectID": "1", "name": "Apple iPhone 15", "brand": "Apple", "price": 799],
      ["objectID": "2", "name": "Samsung Galaxy S24", "brand": "Samsung", "price": 899],
      ["objectID": "3", "name": "Apple iPad Air", "brand": "Apple", "price": 599],
      ["objectID": "4", "name": "Google Pixel 8", "brand": "Google", "price": 699],
      ["objectID": "5", "name": "Samsung Galaxy Tab", "brand": "Samsung", "price": 499],
      ["objectID": "my id/1", "name": "Odd ID phone", "brand": "Nokia", "price": 99],
    ],
    "empty": [],
  ])
}
