/// The figures one hit was ranked by, as `_rankingInfo` reports them.
struct RankingFigures: Sendable {
  var typos = 0
  var firstMatchedWord = 0
  var proximityDistance = 0
  var nbExactWords = 0
  var words = 0
  var filters = 0
  var geoDistance: Int?
  var geoPrecision = 1
  /// The distance's `aroundPrecision` bucket: what the geo criterion compares.
  var geoBucket: UInt64?
  /// The record's `_geoloc` point nearest to the centre (`matchedGeoLocation`).
  var matchedGeoLocation: GeoPoint?
  var attributeKey = 0
}
