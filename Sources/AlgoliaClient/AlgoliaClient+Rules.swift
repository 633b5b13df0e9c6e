import SearchBackend
import SearchModel

extension AlgoliaClient: RuleReading {
  /// `POST /1/indexes/{index}/rules/search`: one page of the index's rules.
  public func searchRules(index: String, request: RuleSearchRequest) async throws -> RuleSearchResponse {
    let answer = try await send(
      AlgoliaRequest(
        method: .post, path: Self.indexPath(index, "rules", "search"), body: JSONValue.object(request.json).serializedBytes()))
    guard case .object(let object) = answer else {
      throw AlgoliaClientError.malformedResponse(path: "/1/indexes/{index}/rules/search", reason: "expected an object")
    }
    do {
      return try RuleSearchResponse(json: object)
    } catch {
      throw AlgoliaClientError.malformedResponse(path: "/1/indexes/{index}/rules/search", reason: error.message)
    }
  }

  /// `GET /1/indexes/{index}/rules/{objectID}`; Algolia's 404 `ObjectID does not exist`.
  public func rule(index: String, objectID: String) async throws -> Rule {
    let answer = try await send(AlgoliaRequest(method: .get, path: Self.indexPath(index, "rules", objectID)))
    guard case .object(let object) = answer, let rule = try? Rule(json: object) else {
      throw AlgoliaClientError.malformedResponse(path: "/1/indexes/{index}/rules/{objectID}", reason: "expected a rule")
    }
    return rule
  }
}
