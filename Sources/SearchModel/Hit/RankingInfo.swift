/// `_rankingInfo`: why a hit ranks where it does (sent when `getRankingInfo` is true).
///
/// The shell's `hit N --ranking` shows it to explain a ranking; the embedded engine fills it
/// from its own tie-breaking criteria. Every field is optional because Algolia omits those
/// that do not apply (geo fields without a geo search); unmodelled ones are kept in ``extra``.
public struct RankingInfo: Sendable, Hashable {
  /// Typos in the best matching attribute.
  public var nbTypos: Int?
  /// `attributeIndex * 1000 + word position` of the first matched word.
  public var firstMatchedWord: Int?
  /// Sum of distances between matched words.
  public var proximityDistance: Int?
  /// Position of the hit in the custom ranking (higher is better).
  public var userScore: Int?
  /// Distance in metres to the search point (geo searches).
  public var geoDistance: Int?
  /// Precision of the geo distance bucket, in metres.
  public var geoPrecision: Int?
  /// Query words matched exactly.
  public var nbExactWords: Int?
  /// Query words matched.
  public var words: Int?
  /// Filters matched (sum of optional filter scores).
  public var filters: Int?
  /// The `_geoloc` point used for `geoDistance`.
  public var matchedGeoLocation: MatchedGeoLocation?
  /// Whether a rule promoted the hit.
  public var promoted: Bool?
  /// Whether dynamic re-ranking promoted the hit.
  public var promotedByReRanking: Bool?
  /// Fields not modelled above (`personalization`, `server`...), in order.
  public var extra: JSONObject

  /// The `_geoloc` point a geo search measured.
  public struct MatchedGeoLocation: Sendable, Hashable, Codable {
    /// Latitude in degrees.
    public var lat: Double
    /// Longitude in degrees.
    public var lng: Double
    /// Distance to the search point in metres.
    public var distance: Int

    /// Creates a matched location.
    public init(lat: Double, lng: Double, distance: Int) {
      self.lat = lat
      self.lng = lng
      self.distance = distance
    }
  }

  /// Creates ranking information; every field defaults to absent.
  public init(
    nbTypos: Int? = nil, firstMatchedWord: Int? = nil, proximityDistance: Int? = nil, userScore: Int? = nil,
    geoDistance: Int? = nil, geoPrecision: Int? = nil, nbExactWords: Int? = nil, words: Int? = nil,
    filters: Int? = nil, matchedGeoLocation: MatchedGeoLocation? = nil, promoted: Bool? = nil,
    promotedByReRanking: Bool? = nil, extra: JSONObject = [:]
  ) {
    self.nbTypos = nbTypos
    self.firstMatchedWord = firstMatchedWord
    self.proximityDistance = proximityDistance
    self.userScore = userScore
    self.geoDistance = geoDistance
    self.geoPrecision = geoPrecision
    self.nbExactWords = nbExactWords
    self.words = words
    self.filters = filters
    self.matchedGeoLocation = matchedGeoLocation
    self.promoted = promoted
    self.promotedByReRanking = promotedByReRanking
    self.extra = extra
  }
}
