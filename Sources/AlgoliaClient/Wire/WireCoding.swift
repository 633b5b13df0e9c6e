import SearchModel

/// The client's only contact with the wire format, on top of SearchModel's `Codable` model.
///
/// Kept in one place so every endpoint reports a response of the wrong shape the same way:
/// `AlgoliaClientError.malformedResponse` naming the endpoint and the decoder's path.
enum WireCoding {
  /// Search parameters as the JSON object sent in bodies (unset parameters omitted).
  static func object(from parameters: SearchParameters) -> JSONObject {
    parameters.jsonObject
  }

  /// Search parameters as the URL-encoded `params` string (`hitsPerPage=5&query=a`).
  static func paramsString(from parameters: SearchParameters) -> String {
    parameters.urlEncodedString
  }

  /// Decodes a response body into a wire type, naming the endpoint when the shape is wrong.
  static func decode<Value: Decodable>(_ type: Value.Type, from json: JSONValue, path: String) throws -> Value {
    do {
      return try JSONValueDecoder().decode(type, from: json)
    } catch {
      throw AlgoliaClientError.malformedResponse(path: path, reason: "\(error)")
    }
  }
}
