extension RankingInfo: Codable {
  /// Decodes `_rankingInfo`; unknown fields go to ``extra``.
  public init(from decoder: any Decoder) throws {
    var reader = try JSONObjectReader(from: decoder)
    self.init(
      nbTypos: try reader.decode(Int.self, "nbTypos"),
      firstMatchedWord: try reader.decode(Int.self, "firstMatchedWord"),
      proximityDistance: try reader.decode(Int.self, "proximityDistance"),
      userScore: try reader.decode(Int.self, "userScore"),
      geoDistance: try reader.decode(Int.self, "geoDistance"),
      geoPrecision: try reader.decode(Int.self, "geoPrecision"),
      nbExactWords: try reader.decode(Int.self, "nbExactWords"),
      words: try reader.decode(Int.self, "words"),
      filters: try reader.decode(Int.self, "filters"),
      matchedGeoLocation: try reader.decode(MatchedGeoLocation.self, "matchedGeoLocation"),
      promoted: try reader.decode(Bool.self, "promoted"),
      promotedByReRanking: try reader.decode(Bool.self, "promotedByReRanking"))
    extra = reader.remaining
  }

  /// Encodes in Algolia's order, then ``extra``.
  public func encode(to encoder: any Encoder) throws {
    var writer = JSONObjectWriter(codingPath: encoder.codingPath)
    try writer.encode(nbTypos, "nbTypos")
    try writer.encode(firstMatchedWord, "firstMatchedWord")
    try writer.encode(proximityDistance, "proximityDistance")
    try writer.encode(userScore, "userScore")
    try writer.encode(geoDistance, "geoDistance")
    try writer.encode(geoPrecision, "geoPrecision")
    try writer.encode(nbExactWords, "nbExactWords")
    try writer.encode(words, "words")
    try writer.encode(filters, "filters")
    try writer.encode(matchedGeoLocation, "matchedGeoLocation")
    try writer.encode(promoted, "promoted")
    try writer.encode(promotedByReRanking, "promotedByReRanking")
    writer.merge(extra)
    try writer.write(to: encoder)
  }
}
