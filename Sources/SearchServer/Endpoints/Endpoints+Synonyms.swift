import Hummingbird
import SearchModel

extension Endpoints {
  /// `POST /1/indexes/{index}/synonyms/search`: `{query, type, page, hitsPerPage}` →
  /// `{"hits": [synonym...], "nbHits": N}`.
  func synonymSearch(index: String, body: JSONObject) async throws -> Response {
    let request = try SynonymSearchRequest(json: body)
    return JSONResponse.make(.object(try await service.searchSynonyms(index: index, request: request).json))
  }
}
