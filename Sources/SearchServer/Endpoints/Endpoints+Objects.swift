import Hummingbird
import SearchModel

extension Endpoints {
  /// `GET /1/indexes/{index}/{objectID}?attributesToRetrieve=a,b`.
  func object(index: String, objectID: String, query: [(name: String, value: String)]) async throws -> Response {
    let attributes = query.last { $0.name == "attributesToRetrieve" }.map { Self.attributeList($0.value) }
    let record = try await service.object(index: index, objectID: objectID, attributesToRetrieve: attributes)
    return JSONResponse.make(.object(record))
  }

  /// `POST /1/indexes/*/objects`: `{"requests":[{indexName, objectID, attributesToRetrieve?}]}`
  /// → `{"results":[record or null]}` (null for a missing record, as Algolia answers).
  func objects(body: JSONObject) async throws -> Response {
    guard case .array(let requests)? = body["requests"] else {
      throw APIError.badRequest("Missing \"requests\" array")
    }
    var results: [JSONValue] = []
    for (position, request) in requests.enumerated() {
      guard let index = request["indexName"]?.stringValue, let objectID = request["objectID"]?.stringValue else {
        throw APIError.badRequest("requests[\(position)]: expected \"indexName\" and \"objectID\" strings")
      }
      // A wrong type is refused rather than read as "all attributes", which would hand back
      // attributes the caller meant to leave out.
      var attributes: [String]?
      if let value = request["attributesToRetrieve"], value != .null {
        let items = value.arrayValue
        guard let names = items?.compactMap(\.stringValue), names.count == items?.count else {
          throw APIError.badRequest(
            "requests[\(position)]: Invalid value for \"attributesToRetrieve\" parameter, expected array of strings")
        }
        attributes = names
      }
      do {
        results.append(.object(try await service.object(index: index, objectID: objectID, attributesToRetrieve: attributes)))
      } catch let error as APIError where error.status == 404 {
        results.append(.null)
      }
    }
    return JSONResponse.make(.object(["results": .array(results)]))
  }

  /// `a,b` or a JSON array `["a","b"]`, as clients send list parameters in query strings.
  static func attributeList(_ text: String) -> [String] {
    if text.hasPrefix("["), case .array(let items)? = try? JSONValue(parsing: text) {
      return items.compactMap(\.stringValue)
    }
    return text.split(separator: ",").map { String($0) }
  }
}
