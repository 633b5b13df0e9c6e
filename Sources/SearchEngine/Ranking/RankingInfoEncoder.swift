import SearchModel

/// Renders `RankingFigures` as Algolia's `_rankingInfo` object.
enum RankingInfoEncoder {
  static func encode(_ f: RankingFigures) -> JSONValue {
    var info: JSONObject = [
      "nbTypos": .number(Double(f.typos)),
      "firstMatchedWord": .number(Double(f.firstMatchedWord)),
      "proximityDistance": .number(Double(f.proximityDistance)),
      "userScore": .number(0),
      "geoDistance": .number(Double(f.geoDistance ?? 0)),
      "geoPrecision": .number(Double(f.geoPrecision)),
      "nbExactWords": .number(Double(f.nbExactWords)),
      "words": .number(Double(f.words)),
      "filters": .number(Double(f.filters)),
    ]
    if f.geoDistance == nil { info["geoDistance"] = .number(0) }
    if let point = f.matchedGeoLocation, let distance = f.geoDistance {
      info["matchedGeoLocation"] = .object([
        "lat": .number(point.lat), "lng": .number(point.lng), "distance": .number(Double(distance)),
      ])
    }
    return .object(info)
  }
}
