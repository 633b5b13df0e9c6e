import SearchModel

extension AlgoliaClient {
  /// `GET /1/indexes/{index}/{objectID}`: one record, optionally restricted to some attributes.
  ///
  /// - Throws: `APIError` 404 `ObjectID does not exist` when there is no such record.
  public func object(index: String, objectID: String, attributesToRetrieve: [String]? = nil) async throws -> JSONObject {
    var query: [(name: String, value: String)] = []
    if let attributesToRetrieve { query.append(("attributesToRetrieve", attributesToRetrieve.joined(separator: ","))) }
    let answer = try await send(
      AlgoliaRequest(method: .get, path: Self.indexPath(index, objectID), query: query)
    )
    guard case .object(let record) = answer else {
      throw AlgoliaClientError.malformedResponse(path: "/1/indexes/{index}/{objectID}", reason: "expected an object")
    }
    return record
  }

  /// `POST /1/indexes/{index}/browse`: one page of every matching record, without ranking
  /// cost; pass the returned `cursor` (in the response's `extra`) to get the next page.
  public func browse(index: String, parameters: SearchParameters, cursor: String? = nil) async throws -> SearchResponse {
    var body = WireCoding.object(from: parameters)
    if let cursor { body = ["cursor": .string(cursor)] }
    let answer = try await send(
      AlgoliaRequest(method: .post, path: Self.indexPath(index, "browse"), body: JSONValue.object(body).serializedBytes())
    )
    return try WireCoding.decode(SearchResponse.self, from: answer, path: "/1/indexes/{index}/browse")
  }
}
