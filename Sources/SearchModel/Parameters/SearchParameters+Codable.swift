extension SearchParameters: Codable {
  /// Decodes a JSON search body (see ``init(jsonObject:)``); a bad value is reported at its
  /// path with Algolia's message, e.g. `requests[0].hitsPerPage: Invalid value for "hitsPerPage"
  /// parameter, expected integer`.
  public init(from decoder: any Decoder) throws {
    let reader = try JSONObjectReader(from: decoder)
    do {
      try self.init(validating: reader.object)
    } catch {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(codingPath: decoder.codingPath + [JSONKey(error.name)], debugDescription: error.message))
    }
  }

  /// Encodes ``jsonObject``.
  public func encode(to encoder: any Encoder) throws {
    try JSONValue.object(jsonObject).encode(to: encoder)
  }
}
