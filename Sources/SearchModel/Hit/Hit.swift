/// One search hit: the user's record, typed, plus Algolia's per-hit metadata.
///
/// `Record` is whatever the user's records decode to (`JSONObject` for the generic shell, a
/// struct for typed use). The record is decoded from the whole hit, reserved keys included, as
/// InstantSearch does, so a record type may read `_geoloc` or `_highlightResult` itself. ``raw``
/// keeps the hit exactly as received (key order too) for `hit N --raw`.
public struct Hit<Record: Decodable & Sendable>: Sendable {
  /// The record's identifier (a string on the wire; a numeric one is turned into its text).
  public var objectID: String
  /// The decoded record.
  public var record: Record
  /// `_highlightResult`: the record's tree with matches tagged, if the search highlighted.
  public var highlightResult: HighlightResult?
  /// `_snippetResult`: same shape, only for `attributesToSnippet`.
  public var snippetResult: HighlightResult?
  /// `_rankingInfo`, when the search asked for `getRankingInfo`.
  public var rankingInfo: RankingInfo?
  /// `_geoloc`: none, one or several points (Algolia accepts a single object or a list).
  public var geoloc: [GeoPoint]
  /// `_distinctSeqID`, with `distinct`.
  public var distinctSeqID: Int?
  /// The whole hit as received.
  public var raw: JSONObject

  /// Creates a hit from its parts; ``raw`` is what ``encode(to:)`` writes.
  public init(
    objectID: String, record: Record, highlightResult: HighlightResult? = nil, snippetResult: HighlightResult? = nil,
    rankingInfo: RankingInfo? = nil, geoloc: [GeoPoint] = [], distinctSeqID: Int? = nil, raw: JSONObject
  ) {
    self.objectID = objectID
    self.record = record
    self.highlightResult = highlightResult
    self.snippetResult = snippetResult
    self.rankingInfo = rankingInfo
    self.geoloc = geoloc
    self.distinctSeqID = distinctSeqID
    self.raw = raw
  }

  /// Decodes a hit from a raw hit object (an element of ``SearchResponse/hits``).
  ///
  /// - Throws: ``JSONDecodingError`` naming the path, e.g. `_highlightResult.name.matchLevel:
  ///   expected "none", "partial" or "full", found "most"`.
  public init(raw: JSONObject) throws(JSONDecodingError) {
    self = try JSONValueDecoder().decode(Hit.self, from: .object(raw))
  }
}

extension Hit: Equatable where Record: Equatable {}
extension Hit: Hashable where Record: Hashable {}
