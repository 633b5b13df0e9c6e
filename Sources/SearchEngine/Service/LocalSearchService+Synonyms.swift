import SearchBackend
import SearchModel

/// The embedded engine's synonyms, as imported with the index (`--synonyms`).
///
/// Synchronous; they answer `SynonymReading`'s asynchronous calls.
extension LocalSearchService: SynonymReading {
  /// The synonyms of `index` whose texts or objectID hold every word of the query (as a word or
  /// the start of one), of the requested kind, one page at a time, in import order.
  public func searchSynonyms(index: String, request: SynonymSearchRequest) throws(APIError) -> SynonymSearchResponse {
    try searchStoredObjects(\.synonymTable.synonyms, index: index, request: request)
  }

  /// One synonym by objectID.
  public func synonym(index: String, objectID: String) throws(APIError) -> Synonym {
    try storedObject(\.synonymTable.synonyms, index: index, objectID: objectID, notFound: .synonymNotFound)
  }
}
