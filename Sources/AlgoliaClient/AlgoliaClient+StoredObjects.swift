import SearchModel

/// The list searches of the objects an index keeps beside its records (rules, synonyms): one
/// request of each kind for all of them.
extension AlgoliaClient {
  /// `POST /1/indexes/{index}/{rules|synonyms}/search`: one page of the index's objects.
  func searchStoredObjects<Object: StoredObject>(
    index: String, request: StoredObjectSearchRequest<Object.Criteria>
  ) async throws -> StoredObjectSearchResponse<Object> {
    let path = "/1/indexes/{index}/\(Object.pluralName)/search"
    let answer = try await send(
      AlgoliaRequest(
        method: .post, path: Self.indexPath(index, Object.pluralName, "search"),
        body: JSONValue.object(request.json).serializedBytes()))
    guard case .object(let object) = answer else {
      throw AlgoliaClientError.malformedResponse(path: path, reason: "expected an object")
    }
    do {
      return try StoredObjectSearchResponse(json: object)
    } catch {
      throw AlgoliaClientError.malformedResponse(path: path, reason: error.message)
    }
  }

  /// `GET /1/indexes/{index}/{rules|synonyms}/{objectID}`: one object; Algolia's 404 when absent.
  func storedObject<Object: StoredObject>(index: String, objectID: String) async throws -> Object {
    let answer = try await send(AlgoliaRequest(method: .get, path: Self.indexPath(index, Object.pluralName, objectID)))
    guard case .object(let object) = answer, let stored = try? Object(json: object) else {
      throw AlgoliaClientError.malformedResponse(
        path: "/1/indexes/{index}/\(Object.pluralName)/{objectID}", reason: "expected a \(Object.singularName)")
    }
    return stored
  }
}
