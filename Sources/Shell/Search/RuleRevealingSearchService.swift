import SearchBackend
import SearchModel

/// The backend of the shell's searcher, asking for what the hits list and `rules` need to know
/// about query rules without changing what any other output prints.
///
/// Algolia tells which rules applied (`appliedRules`) and which hits a rule pinned
/// (`_rankingInfo.promoted`) only with `getRankingInfo`. When a hits query leaves
/// `getRankingInfo` unset, this service asks for it and then takes out what the user did not ask
/// for: `_rankingInfo` from every hit (except `promoted: true` on a pinned one, which the hits
/// list marks), the top-level fields `getRankingInfo` adds (`serverUsed`, `indexUsed`,
/// `parsedQuery`, `timeoutCounts`, `timeoutHits`), and `getRankingInfo` from the `params` echo.
/// `appliedRules` stays for `rules`. A query that sets `getRankingInfo` (true or false) goes
/// through untouched, so a user who asked for ranking info sees all of it.
struct RuleRevealingSearchService: SearchService {
  /// The backend that answers.
  let base: any SearchService

  /// The backend's.
  var concurrentSearchLimit: Int { base.concurrentSearchLimit }

  /// The top-level fields that only `getRankingInfo` adds to a response.
  static let rankingInfoFields = ["serverUsed", "indexUsed", "parsedQuery", "timeoutCounts", "timeoutHits"]

  func search(index: String, parameters: SearchParameters) async throws -> SearchResponse {
    guard parameters.getRankingInfo == nil else { return try await base.search(index: index, parameters: parameters) }
    let response = try await base.search(index: index, parameters: Self.revealing(parameters))
    return Self.concealed(response, asked: parameters)
  }

  func multiSearch(_ queries: [MultiSearchQuery], strategy: MultiSearchStrategy) async throws -> [MultiSearchResult] {
    let revealed = queries.map { query in
      guard case .hits = query.kind, query.parameters.getRankingInfo == nil else { return false }
      return true
    }
    var sent = queries
    for index in sent.indices where revealed[index] { sent[index].parameters = Self.revealing(sent[index].parameters) }
    let results = try await base.multiSearch(sent, strategy: strategy)
    return results.enumerated().map { index, result in
      guard index < queries.count, revealed[index], case .hits(let response) = result else { return result }
      return .hits(Self.concealed(response, asked: queries[index].parameters))
    }
  }

  func searchForFacetValues(_ request: FacetSearchRequest) async throws -> FacetSearchResponse {
    try await base.searchForFacetValues(request)
  }

  func listIndexes() async throws -> [IndexInfo] { try await base.listIndexes() }

  func settings(index: String) async throws -> IndexSettings { try await base.settings(index: index) }

  static func revealing(_ parameters: SearchParameters) -> SearchParameters {
    var parameters = parameters
    parameters.getRankingInfo = true
    return parameters
  }

  /// `response` as it would have come for `asked` (no ranking info), keeping `appliedRules`
  /// and the `promoted` mark of pinned hits.
  static func concealed(_ response: SearchResponse, asked: SearchParameters) -> SearchResponse {
    var response = response
    response.hits = response.hits.map { hit in
      var hit = hit
      let promoted = hit.isPromotedHit
      hit.removeValue(forKey: "_rankingInfo")
      if promoted { hit["_rankingInfo"] = ["promoted": true] }
      return hit
    }
    for field in rankingInfoFields { response.extra.removeValue(forKey: field) }
    if response.params == revealing(asked).urlEncodedString { response.params = asked.urlEncodedString }
    return response
  }
}
