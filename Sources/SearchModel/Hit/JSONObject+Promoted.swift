extension JSONObject {
  /// Whether this hit was pinned by a query rule (`_rankingInfo.promoted: true`, which Algolia
  /// sends only with `getRankingInfo`).
  public var isPromotedHit: Bool {
    self["_rankingInfo"]?["promoted"]?.boolValue == true
  }
}
