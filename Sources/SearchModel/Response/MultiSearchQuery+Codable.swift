extension MultiSearchQuery: Codable {
  /// Keys that describe the entry rather than the search.
  private static let entryKeys: Set<String> = ["indexName", "type", "facet", "params"]

  /// Decodes one `requests` entry in either shape clients send:
  /// - flattened (JS v5, Algolia's spec): `{"indexName":"products","type":"facet","facet":"brand","facetQuery":"app","hitsPerPage":0}`;
  /// - legacy (InstantSearch, JS v3/v4): `{"indexName":"products","params":"query=&hitsPerPage=20"}`,
  ///   where `params` may also be an object.
  ///
  /// Both may be mixed: the `params` string is read first and sibling keys override it.
  /// `facetQuery` and `maxFacetHits` of a facet entry may sit in either place.
  public init(from decoder: any Decoder) throws {
    var reader = try JSONObjectReader(from: decoder)
    let indexName = try reader.require(String.self, "indexName")
    let type = try reader.decode(String.self, "type")
    var merged = JSONObject()
    switch reader.object["params"] {
    case .string(let params)?: merged = SearchParameters.jsonObject(urlEncoded: params)
    case .object(let params)?: merged = params
    case nil, .null?: break
    case let other?:
      throw JSONValueDecoder.Implementation.mismatch(
        String.self, expected: "a URL-encoded string or an object", found: other,
        codingPath: decoder.codingPath + [JSONKey("params")])
    }
    for (key, value) in reader.object where !Self.entryKeys.contains(key) {
      merged[key] = value
    }
    let kind: Kind
    switch type {
    case nil, "default":
      kind = .hits
    case "facet":
      let facet = try reader.require(String.self, "facet")
      let facetQuery = merged.removeValue(forKey: "facetQuery")
      let maxFacetHits = merged.removeValue(forKey: "maxFacetHits")
      kind = .facet(
        facet: facet,
        facetQuery: try Self.read(facetQuery, "facetQuery", ParameterValue.string, "string", decoder) ?? "",
        maxFacetHits: try Self.read(maxFacetHits, "maxFacetHits", ParameterValue.integer, "integer", decoder))
    case let other?:
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: decoder.codingPath + [JSONKey("type")],
          debugDescription: "expected \"default\" or \"facet\", found \"\(other)\""))
    }
    let parameters: SearchParameters
    do {
      parameters = try SearchParameters(validating: merged)
    } catch {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(codingPath: decoder.codingPath + [JSONKey(error.name)], debugDescription: error.message))
    }
    self.init(indexName: indexName, kind: kind, parameters: parameters)
  }

  private static func read<T>(
    _ value: JSONValue?, _ name: String, _ convert: (JSONValue) -> T?, _ expected: String, _ decoder: any Decoder
  ) throws -> T? {
    guard let value, value != .null else { return nil }
    guard let converted = convert(value) else {
      let error = InvalidParameter(name: name, expected: expected)
      throw DecodingError.dataCorrupted(
        DecodingError.Context(codingPath: decoder.codingPath + [JSONKey(name)], debugDescription: error.message))
    }
    return converted
  }

  /// Encodes the flattened shape: `indexName`, for facet entries `type`, `facet`, `facetQuery`
  /// and `maxFacetHits`, then the search parameters.
  public func encode(to encoder: any Encoder) throws {
    try JSONValue.object(flattenedJSONObject).encode(to: encoder)
  }

  /// The flattened entry, `{"indexName":..., ...params}` (what ``encode(to:)`` writes).
  public var flattenedJSONObject: JSONObject {
    var object: JSONObject = ["indexName": .string(indexName)]
    if case .facet(let facet, let facetQuery, let maxFacetHits) = kind {
      object["type"] = "facet"
      object["facet"] = .string(facet)
      object["facetQuery"] = .string(facetQuery)
      if let maxFacetHits { object["maxFacetHits"] = .number(Double(maxFacetHits)) }
    }
    for (key, value) in parameters.jsonObject where object[key] == nil {
      object[key] = value
    }
    return object
  }

  /// The legacy entry InstantSearch sends, `{"indexName":..., "params":"<url-encoded>"}`, with
  /// `type` and `facet` kept as siblings for facet entries.
  public var legacyJSONObject: JSONObject {
    var object: JSONObject = ["indexName": .string(indexName)]
    var parameters = parameters
    if case .facet(let facet, let facetQuery, let maxFacetHits) = kind {
      object["type"] = "facet"
      object["facet"] = .string(facet)
      parameters.extra["facetQuery"] = .string(facetQuery)
      if let maxFacetHits { parameters.extra["maxFacetHits"] = .number(Double(maxFacetHits)) }
    }
    object["params"] = .string(parameters.urlEncodedString)
    return object
  }
}
