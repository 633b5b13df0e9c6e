import Hummingbird
import SearchModel

extension Endpoints {
  /// `POST /1/indexes/{index}/facets/{facet}/query`: `facetQuery`, `maxFacetHits` and the
  /// search the counts are computed over (members and/or a `params` string).
  func facetSearch(index: String, facet: String, body: JSONObject) async throws -> Response {
    let parameters = try ServerWire.parameters(from: body, ignoring: ["facetQuery", "maxFacetHits"])
    var maxFacetHits: Int?
    if let value = body["maxFacetHits"] {
      guard let number = value.intValue else {
        throw APIError.badRequest("Invalid value for \"maxFacetHits\" parameter, expected integer")
      }
      maxFacetHits = number
    }
    let request = FacetSearchRequest(
      indexName: index, facetName: facet, facetQuery: body["facetQuery"]?.stringValue ?? "",
      maxFacetHits: maxFacetHits, parameters: parameters)
    return JSONResponse.make(try ServerWire.json(try await service.searchForFacetValues(request)))
  }
}
