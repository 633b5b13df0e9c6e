import SearchModel

/// The server's only contact with the wire format, on top of SearchModel's `Codable` model.
enum ServerWire {
  /// Search parameters from a request object: its members merged over its `params` (a
  /// URL-encoded string as InstantSearch.js sends it, or an object); explicit members win.
  ///
  /// - Parameter ignored: members that belong to the endpoint, not to the search
  ///   (`facetQuery`, `cursor`...).
  static func parameters(from object: JSONObject, ignoring ignored: Set<String> = []) throws(APIError) -> SearchParameters {
    var merged = JSONObject()
    switch object["params"] {
    case .string(let text)?: merged = try SearchParameters(urlEncoded: text).jsonObject
    case .object(let members)?: merged = members
    case nil, .null?: break
    case .some:
      throw APIError.badRequest("Invalid value for \"params\" parameter, expected a URL-encoded string")
    }
    for (name, value) in object where name != "params" && !ignored.contains(name) {
      merged[name] = value
    }
    return try SearchParameters(jsonObject: merged)
  }

  /// Decodes a request body into a wire type; a shape error is a 400 naming the path.
  static func decode<Value: Decodable>(_ type: Value.Type, from object: JSONObject) throws(APIError) -> Value {
    do {
      return try JSONValueDecoder().decode(type, from: .object(object))
    } catch {
      throw APIError.badRequest("\(error)")
    }
  }

  /// Any wire value as JSON (key order as the model writes it, Algolia's order).
  static func json(_ value: some Encodable) throws -> JSONValue {
    try JSONValueEncoder().encode(value)
  }

  /// One `GET /1/indexes` item, completed with the fields official clients' models require
  /// (Python's `FetchedIndex` rejects an item without `createdAt`, `dataSize`...).
  static func listItem(_ info: IndexInfo) throws -> JSONValue {
    guard case .object(var item) = try json(info) else { return .null }
    let updated = info.updatedAt ?? "1970-01-01T00:00:00.000Z"
    let defaults: JSONObject = [
      "createdAt": .string(updated), "updatedAt": .string(updated), "dataSize": 0, "fileSize": 0,
      "lastBuildTimeS": 0, "numberOfPendingTasks": 0, "pendingTask": false,
    ]
    for (name, value) in defaults where item[name] == nil || item[name] == .null { item[name] = value }
    return .object(item)
  }
}
