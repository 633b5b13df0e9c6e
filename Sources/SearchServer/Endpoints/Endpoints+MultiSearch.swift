import Hummingbird
import InstantSearchCore
import SearchModel

extension Endpoints {
  /// Members of a multi-query entry that are not search parameters.
  static let entryMembers: Set<String> = ["indexName", "type", "facet", "facetQuery", "maxFacetHits"]

  /// `POST /1/indexes/*/queries`: `{"requests":[...], "strategy":...}` → `{"results":[...]}`.
  ///
  /// Each entry may carry its parameters as members (JS v5, Python) or as a `params` string
  /// (InstantSearch.js), or both; `type: "facet"` entries get facet-value answers.
  func multiSearch(body: JSONObject) async throws -> Response {
    guard case .array(let requests)? = body["requests"] else {
      throw APIError.badRequest("Missing \"requests\" array in multi-query body")
    }
    var strategy = MultiSearchStrategy.none
    if let value = body["strategy"] {
      guard let text = value.stringValue, let parsed = MultiSearchStrategy(rawValue: text) else {
        throw APIError.badRequest("Invalid value for \"strategy\", expected none or stopIfEnoughMatches")
      }
      strategy = parsed
    }
    var queries: [MultiSearchQuery] = []
    for (position, request) in requests.enumerated() {
      guard case .object(let entry) = request, case .string(let indexName)? = entry["indexName"] else {
        throw APIError.badRequest("requests[\(position)]: expected an object with a string \"indexName\"")
      }
      let parameters = try ServerWire.parameters(from: entry, ignoring: Self.entryMembers)
      var kind = MultiSearchQuery.Kind.hits
      if entry["type"]?.stringValue == "facet" {
        guard let facet = entry["facet"]?.stringValue else {
          throw APIError.badRequest("requests[\(position)]: a facet query needs \"facet\"")
        }
        kind = .facet(
          facet: facet, facetQuery: entry["facetQuery"]?.stringValue ?? "", maxFacetHits: entry["maxFacetHits"]?.intValue)
      }
      queries.append(MultiSearchQuery(indexName: indexName, kind: kind, parameters: parameters))
    }
    let results = try await service.multiSearch(queries, strategy: strategy)
    let encoded: [JSONValue] = zip(queries, results).map { query, result in
      switch result {
      case .hits(var response):
        if response.index == nil { response.index = query.indexName }
        return ServerWire.json(response)
      case .facets(let response):
        return ServerWire.json(response)
      }
    }
    return JSONResponse.make(.object(["results": .array(encoded)]))
  }
}
