import SearchBackend
import SearchModel

extension AlgoliaClient: SynonymReading {
  /// `POST /1/indexes/{index}/synonyms/search`: one page of the index's synonyms.
  public func searchSynonyms(index: String, request: SynonymSearchRequest) async throws -> SynonymSearchResponse {
    try await searchStoredObjects(index: index, request: request)
  }

  /// `GET /1/indexes/{index}/synonyms/{objectID}`; Algolia's 404 `Synonym set does not exist`.
  public func synonym(index: String, objectID: String) async throws -> Synonym {
    try await storedObject(index: index, objectID: objectID)
  }
}
