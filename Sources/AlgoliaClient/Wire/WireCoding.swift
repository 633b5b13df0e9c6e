import SearchModel

/// The client's only contact with the wire format: parameters out, responses in.
///
/// TEMPORARY bodies: SearchModel's `Codable` conformances and `params`-string coding are landing;
/// until then these map the modelled fields by hand. The call sites do not change when the
/// bodies switch to `JSONValueEncoder`/`JSONValueDecoder`.
enum WireCoding {
  /// Search parameters as the JSON object sent in bodies (unset parameters omitted).
  static func object(from parameters: SearchParameters) throws -> JSONObject {
    TemporaryWireMapping.object(from: parameters)
  }

  /// Search parameters as the URL-encoded `params` string (`query=a&hitsPerPage=5`).
  static func paramsString(from parameters: SearchParameters) throws -> String {
    TemporaryWireMapping.object(from: parameters).map { name, value in
      let text: String
      if case .string(let string) = value { text = string } else { text = value.serializedString() }
      return PathEncoding.encodeQueryComponent(name) + "=" + PathEncoding.encodeQueryComponent(text)
    }.joined(separator: "&")
  }

  /// Decodes a response body into a wire type, naming the endpoint when the shape is wrong.
  static func decode<Value: WireDecodable>(_ type: Value.Type, from json: JSONValue, path: String) throws -> Value {
    guard case .object(let object) = json else {
      throw AlgoliaClientError.malformedResponse(path: path, reason: "expected a JSON object, found \(json.kindDescription)")
    }
    return Value(wireObject: object)
  }
}

/// TEMPORARY: the wire types the client decodes, until SearchModel makes them `Decodable`.
protocol WireDecodable {
  init(wireObject: JSONObject)
}
