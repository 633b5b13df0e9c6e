import SearchModel

/// The list searches of the objects an index keeps beside its records (rules, synonyms): one
/// search and one lookup for every kind.
extension LocalSearchService {
  /// The page `request` asks of the `objects` of `index`: those the request's filters admit whose
  /// texts hold every word of its query (as a word or the start of one), in import order.
  func searchStoredObjects<Object: StoredObject>(
    _ objects: KeyPath<IndexSnapshot, [Object]>, index: String, request: StoredObjectSearchRequest<Object.Criteria>
  ) throws(APIError) -> StoredObjectSearchResponse<Object> {
    let snapshot = try indexView(index).snapshot
    let query = ListQuery(request.query, normalization: snapshot.normalization)
    let matching = snapshot[keyPath: objects].filter { request.criteria.admits($0) && query.matches($0.searchedTexts) }
    return StoredObjectSearchResponse(matching: matching, page: request.page, hitsPerPage: request.hitsPerPage)
  }

  /// The one of the `objects` of `index` with `objectID`; `notFound` (Algolia's 404) when absent.
  func storedObject<Object: StoredObject>(
    _ objects: KeyPath<IndexSnapshot, [Object]>, index: String, objectID: String, notFound: APIError
  ) throws(APIError) -> Object {
    guard let object = try indexView(index).snapshot[keyPath: objects].first(where: { $0.objectID == objectID }) else {
      throw notFound
    }
    return object
  }
}
