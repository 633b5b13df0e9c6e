import Hummingbird
import SearchModel

extension Endpoints {
  /// `POST /1/indexes/{index}/rules/search`: `{query, anchoring, context, page, hitsPerPage,
  /// enabled}` → `{"hits": [rule...], "nbHits": N, "page": P, "nbPages": M}`.
  func ruleSearch(index: String, body: JSONObject) async throws -> Response {
    let request = try RuleSearchRequest(json: body)
    return JSONResponse.make(.object(try await service.searchRules(index: index, request: request).json))
  }
}
