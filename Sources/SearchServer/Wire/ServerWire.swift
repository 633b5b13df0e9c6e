import SearchModel

/// The server's only contact with the wire format: parameters in, responses out.
///
/// TEMPORARY bodies: SearchModel's `Codable` conformances and `params`-string coding are landing;
/// until then the modelled fields are mapped by hand (`TemporaryServerMapping`). Call sites do
/// not change when the bodies switch.
enum ServerWire {
  /// Search parameters from a request object: its members, merged with its `params` string
  /// (the form InstantSearch.js sends); explicit members win over the string's.
  static func parameters(from object: JSONObject, ignoring ignored: Set<String> = []) throws(APIError) -> SearchParameters {
    var merged = JSONObject()
    if let params = object["params"] {
      guard case .string(let text) = params else {
        throw APIError.badRequest("Invalid value for \"params\" parameter, expected a URL-encoded string")
      }
      guard let pairs = PercentDecoding.queryPairs(text) else {
        throw APIError.badRequest("Invalid value for \"params\" parameter: malformed URL encoding")
      }
      for (name, value) in pairs { merged[name] = TemporaryServerMapping.paramsValue(name: name, text: value) }
    }
    for (name, value) in object where name != "params" && !ignored.contains(name) { merged[name] = value }
    return try TemporaryServerMapping.parameters(from: merged)
  }

  /// A search response in Algolia's shape.
  static func json(_ response: SearchResponse) -> JSONValue {
    TemporaryServerMapping.json(response)
  }

  /// A facet-value search response in Algolia's shape.
  static func json(_ response: FacetSearchResponse) -> JSONValue {
    .object([
      "facetHits": .array(response.facetHits.map {
        .object(["value": .string($0.value), "highlighted": .string($0.highlighted), "count": .number(Double($0.count))])
      }),
      "exhaustiveFacetsCount": .bool(response.exhaustiveFacetsCount),
      "processingTimeMS": .number(Double(response.processingTimeMS ?? 0)),
    ])
  }

  /// Settings in Algolia's shape.
  static func json(_ settings: IndexSettings) -> JSONValue {
    TemporaryServerMapping.json(settings)
  }

  /// One `GET /1/indexes` item, with every field official clients' models require.
  static func json(_ info: IndexInfo) -> JSONValue {
    let updated = info.updatedAt ?? "1970-01-01T00:00:00.000Z"
    return .object([
      "name": .string(info.name),
      "createdAt": .string(updated),
      "updatedAt": .string(updated),
      "entries": .number(Double(info.entries)),
      "dataSize": .number(0),
      "fileSize": .number(0),
      "lastBuildTimeS": .number(0),
      "numberOfPendingTasks": .number(0),
      "pendingTask": .bool(false),
    ])
  }
}
