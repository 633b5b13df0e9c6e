extension Hit: Decodable {
  /// Decodes a hit: `objectID` is required; `_highlightResult`, `_snippetResult`,
  /// `_rankingInfo`, `_geoloc` and `_distinctSeqID` are read when present; the record is
  /// decoded from the whole hit.
  public init(from decoder: any Decoder) throws {
    var reader = try JSONObjectReader(from: decoder)
    let objectID: String
    switch reader.object["objectID"] {
    case .string(let string)?: objectID = string
    case .number(let number)?: objectID = JSONValue.numberText(number)
    case nil, .null?:
      throw DecodingError.keyNotFound(
        JSONKey("objectID"),
        DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "missing required key \"objectID\""))
    case let other?:
      throw JSONValueDecoder.Implementation.mismatch(
        String.self, expected: "a string", found: other, codingPath: decoder.codingPath + [JSONKey("objectID")])
    }
    let geoloc: [GeoPoint]
    switch reader.object["_geoloc"] {
    case .array?: geoloc = try reader.decode([GeoPoint].self, "_geoloc") ?? []
    default: geoloc = try reader.decode(GeoPoint.self, "_geoloc").map { [$0] } ?? []
    }
    self.init(
      objectID: objectID,
      // Through JSONValueDecoder so `Record == JSONObject` gets the object itself (the
      // collections package's own Codable for OrderedDictionary expects an array).
      record: try JSONValueDecoder.Implementation.unbox(
        Record.self, from: .object(reader.object), codingPath: decoder.codingPath),
      highlightResult: try reader.decode(HighlightResult.self, "_highlightResult"),
      snippetResult: try reader.decode(HighlightResult.self, "_snippetResult"),
      rankingInfo: try reader.decode(RankingInfo.self, "_rankingInfo"),
      geoloc: geoloc,
      distinctSeqID: try reader.decode(Int.self, "_distinctSeqID"),
      raw: reader.object)
  }
}

extension Hit: Encodable {
  /// Writes ``raw``: the hit exactly as received, whatever `Record` is.
  public func encode(to encoder: any Encoder) throws {
    try JSONValue.object(raw).encode(to: encoder)
  }
}
