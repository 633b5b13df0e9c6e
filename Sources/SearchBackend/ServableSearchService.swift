import SearchModel

/// What the loopback server needs from a backend: searching, plus the read operations Algolia
/// clients also use: fetching one record, browsing, reading synonyms and rules.
///
/// The embedded engine conforms; tests use a small in-memory service.
public protocol ServableSearchService: SearchService, SynonymReading, RuleReading {
  /// One record by `objectID` (`GET /1/indexes/{index}/{objectID}`), restricted to
  /// `attributesToRetrieve` when given (`objectID` is always kept).
  ///
  /// - Throws: `APIError` 404 `ObjectID does not exist` or `Index ... does not exist`.
  func object(index: String, objectID: String, attributesToRetrieve: [String]?) async throws -> JSONObject

  /// One page of all matching records, unranked (`POST /1/indexes/{index}/browse`); the page's
  /// `cursor` continues it.
  func browse(index: String, parameters: SearchParameters, cursor: String?) async throws -> BrowsePage
}
