import Hummingbird
import SearchModel

extension Endpoints {
  /// `POST /1/indexes/*/queries`: `{"requests":[...], "strategy":...}` → `{"results":[...]}`.
  ///
  /// Each entry may carry its parameters as members (JS v5, Python) or as a `params` string
  /// (InstantSearch.js), or both; `type: "facet"` entries get facet-value answers. Hits results
  /// name their index, as Algolia's do.
  func multiSearch(body: JSONObject) async throws -> Response {
    let request = try ServerWire.decode(MultiSearchRequest.self, from: body)
    let results = try await service.multiSearch(request.requests, strategy: request.strategy ?? .none)
    let named: [MultiSearchResult] = zip(request.requests, results).map { query, result in
      guard case .hits(var response) = result else { return result }
      if response.index == nil { response.index = query.indexName }
      return .hits(response)
    }
    return JSONResponse.make(try ServerWire.json(MultiSearchResponse(results: named)))
  }
}
