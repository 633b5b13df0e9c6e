import SearchBackend
import SearchModel

/// The embedded engine's synonyms, as imported with the index (`--synonyms`).
extension LocalSearchService: SynonymReading {
  /// The synonyms of `index` whose texts or objectID hold every word of the query (as a word or
  /// the start of one), of the requested kind, one page at a time, in import order.
  public func searchSynonymsSync(index: String, request: SynonymSearchRequest) throws(APIError) -> SynonymSearchResponse {
    let view = try indexView(index)
    let query = ListQuery(request.query, normalization: view.snapshot.normalization)
    let matching = view.snapshot.synonymTable.synonyms.filter { synonym in
      if let kind = request.kind, synonym.kind != kind { return false }
      return query.matches(synonym.texts + [synonym.objectID])
    }
    return SynonymSearchResponse(
      hits: ListPaging.slice(matching, page: request.page, hitsPerPage: request.hitsPerPage), nbHits: matching.count)
  }

  public func searchSynonyms(index: String, request: SynonymSearchRequest) async throws -> SynonymSearchResponse {
    try searchSynonymsSync(index: index, request: request)
  }

  /// One synonym by objectID.
  public func synonymSync(index: String, objectID: String) throws(APIError) -> Synonym {
    guard let synonym = try indexView(index).snapshot.synonymTable.synonyms.first(where: { $0.objectID == objectID }) else {
      throw .synonymNotFound
    }
    return synonym
  }

  public func synonym(index: String, objectID: String) async throws -> Synonym {
    try synonymSync(index: index, objectID: objectID)
  }
}
