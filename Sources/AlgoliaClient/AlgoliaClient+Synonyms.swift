import SearchBackend
import SearchModel

extension AlgoliaClient: SynonymReading {
  /// `POST /1/indexes/{index}/synonyms/search`: one page of the index's synonyms.
  public func searchSynonyms(index: String, request: SynonymSearchRequest) async throws -> SynonymSearchResponse {
    let answer = try await send(
      AlgoliaRequest(
        method: .post, path: Self.indexPath(index, "synonyms", "search"),
        body: JSONValue.object(request.json).serializedBytes()))
    guard case .object(let object) = answer else {
      throw AlgoliaClientError.malformedResponse(path: "/1/indexes/{index}/synonyms/search", reason: "expected an object")
    }
    do {
      return try SynonymSearchResponse(json: object)
    } catch {
      throw AlgoliaClientError.malformedResponse(path: "/1/indexes/{index}/synonyms/search", reason: error.message)
    }
  }

  /// `GET /1/indexes/{index}/synonyms/{objectID}`; Algolia's 404 `Synonym set does not exist`.
  public func synonym(index: String, objectID: String) async throws -> Synonym {
    let answer = try await send(AlgoliaRequest(method: .get, path: Self.indexPath(index, "synonyms", objectID)))
    guard case .object(let object) = answer, let synonym = try? Synonym(json: object) else {
      throw AlgoliaClientError.malformedResponse(path: "/1/indexes/{index}/synonyms/{objectID}", reason: "expected a synonym")
    }
    return synonym
  }
}
