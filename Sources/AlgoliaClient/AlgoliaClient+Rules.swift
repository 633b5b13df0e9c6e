import SearchBackend
import SearchModel

extension AlgoliaClient: RuleReading {
  /// `POST /1/indexes/{index}/rules/search`: one page of the index's rules.
  public func searchRules(index: String, request: RuleSearchRequest) async throws -> RuleSearchResponse {
    try await searchStoredObjects(index: index, request: request)
  }

  /// `GET /1/indexes/{index}/rules/{objectID}`; Algolia's 404 `ObjectID does not exist`.
  public func rule(index: String, objectID: String) async throws -> Rule {
    try await storedObject(index: index, objectID: objectID)
  }
}
