import SearchModel

/// Reading an index's synonyms (`POST …/synonyms/search`, `GET …/synonyms/{objectID}`), for the
/// shell's `synonyms` command and the loopback server.
///
/// A backend that keeps no synonyms answers with the defaults: Algolia's 404 for one synonym and
/// an empty list, the same as an index without synonyms.
public protocol SynonymReading: Sendable {
  /// One page of the synonyms of `index` matching `request`.
  func searchSynonyms(index: String, request: SynonymSearchRequest) async throws -> SynonymSearchResponse

  /// One synonym by objectID; Algolia's 404 `Synonym set does not exist` when absent.
  func synonym(index: String, objectID: String) async throws -> Synonym
}

extension SynonymReading {
  /// No synonyms: an empty page.
  public func searchSynonyms(index: String, request: SynonymSearchRequest) async throws -> SynonymSearchResponse {
    SynonymSearchResponse(hits: [], nbHits: 0)
  }

  /// No synonyms: Algolia's 404.
  public func synonym(index: String, objectID: String) async throws -> Synonym {
    throw APIError.synonymNotFound
  }
}

extension APIError {
  /// Algolia's 404 for a synonym objectID the index does not have.
  public static let synonymNotFound = APIError(message: "Synonym set does not exist", status: 404)
}
