import SearchBackend
import SearchModel

extension AlgoliaClient {
  /// `POST /1/indexes/{index}/query` with the parameters as a JSON object.
  public func search(index: String, parameters: SearchParameters) async throws -> SearchResponse {
    let body = JSONValue.object(WireCoding.object(from: parameters))
    let answer = try await send(
      AlgoliaRequest(method: .post, path: Self.indexPath(index, "query"), body: body.serializedBytes())
    )
    return try WireCoding.decode(SearchResponse.self, from: answer, path: "/1/indexes/{index}/query")
  }

  /// `POST /1/indexes/*/queries`, each query encoded as `multiQueryEncoding` says.
  public func multiSearch(_ queries: [MultiSearchQuery], strategy: MultiSearchStrategy) async throws -> [MultiSearchResult] {
    var requests: [JSONValue] = []
    for query in queries {
      requests.append(.object(entry(for: query)))
    }
    let body: JSONValue = .object(["requests": .array(requests), "strategy": .string(strategy.rawValue)])
    let answer = try await send(AlgoliaRequest(method: .post, path: "/1/indexes/*/queries", body: body.serializedBytes()))
    guard case .array(let results)? = answer["results"], results.count == queries.count else {
      throw AlgoliaClientError.malformedResponse(
        path: "/1/indexes/*/queries", reason: "expected \"results\" with one entry per query")
    }
    var decoded: [MultiSearchResult] = []
    for (query, result) in zip(queries, results) {
      switch query.kind {
      case .hits:
        decoded.append(.hits(try WireCoding.decode(SearchResponse.self, from: result, path: "/1/indexes/*/queries")))
      case .facet:
        decoded.append(.facets(try WireCoding.decode(FacetSearchResponse.self, from: result, path: "/1/indexes/*/queries")))
      }
    }
    return decoded
  }

  /// `POST /1/indexes/{index}/facets/{facet}/query` with `facetQuery`, `maxFacetHits` and the
  /// search parameters in their `params` string form, as the official clients send them.
  public func searchForFacetValues(_ request: FacetSearchRequest) async throws -> FacetSearchResponse {
    var body: JSONObject = ["facetQuery": .string(request.facetQuery)]
    if let maxFacetHits = request.maxFacetHits { body["maxFacetHits"] = .number(Double(maxFacetHits)) }
    let params = WireCoding.paramsString(from: request.parameters)
    if !params.isEmpty { body["params"] = .string(params) }
    let answer = try await send(
      AlgoliaRequest(
        method: .post, path: Self.indexPath(request.indexName, "facets", request.facetName, "query"),
        body: JSONValue.object(body).serializedBytes())
    )
    return try WireCoding.decode(FacetSearchResponse.self, from: answer, path: "/1/indexes/{index}/facets/{facet}/query")
  }

  /// `GET /1/indexes`: every index of the application (first page of the listing).
  public func listIndexes() async throws -> [IndexInfo] {
    let answer = try await send(AlgoliaRequest(method: .get, path: "/1/indexes"))
    return try WireCoding.decode(IndexList.self, from: answer, path: "/1/indexes").items
  }

  /// `GET /1/indexes/{index}/settings?getVersion=2`.
  public func settings(index: String) async throws -> IndexSettings {
    let answer = try await send(
      AlgoliaRequest(method: .get, path: Self.indexPath(index, "settings"), query: [("getVersion", "2")])
    )
    return try WireCoding.decode(IndexSettings.self, from: answer, path: "/1/indexes/{index}/settings")
  }

  /// One multi-query entry in the configured encoding.
  private func entry(for query: MultiSearchQuery) -> JSONObject {
    switch multiQueryEncoding {
    case .jsonParameters: query.flattenedJSONObject
    case .paramsString: query.legacyJSONObject
    }
  }
}
