import SearchBackend
import SearchModel

/// The embedded engine's query rules, as imported with the index (`--rules`).
extension LocalSearchService: RuleReading {
  /// The rules of `index` whose objectID, description, patterns or contexts hold every word of
  /// the query (as a word or the start of one), with a condition of the requested anchoring and
  /// context, enabled or not as asked, one page at a time, in import order.
  public func searchRulesSync(index: String, request: RuleSearchRequest) throws(APIError) -> RuleSearchResponse {
    let view = try indexView(index)
    let query = ListQuery(request.query, normalization: view.snapshot.normalization)
    let matching = view.snapshot.ruleTable.rules.filter { rule in
      if let enabled = request.enabled, rule.isEnabled != enabled { return false }
      if let anchoring = request.anchoring, !rule.conditions.contains(where: { $0.anchoring == anchoring }) { return false }
      if let context = request.context, !rule.conditions.contains(where: { $0.context == context }) { return false }
      return query.matches(
        [rule.objectID, rule.description ?? ""] + rule.conditions.flatMap { [$0.pattern ?? "", $0.context ?? ""] })
    }
    return RuleSearchResponse(
      hits: ListPaging.slice(matching, page: request.page, hitsPerPage: request.hitsPerPage), nbHits: matching.count,
      page: request.page,
      nbPages: (matching.count + request.hitsPerPage - 1) / request.hitsPerPage)
  }

  public func searchRules(index: String, request: RuleSearchRequest) async throws -> RuleSearchResponse {
    try searchRulesSync(index: index, request: request)
  }

  /// One rule by objectID.
  public func ruleSync(index: String, objectID: String) throws(APIError) -> Rule {
    guard let rule = try indexView(index).snapshot.ruleTable.rules.first(where: { $0.objectID == objectID }) else {
      throw .ruleNotFound
    }
    return rule
  }

  public func rule(index: String, objectID: String) async throws -> Rule {
    try ruleSync(index: index, objectID: objectID)
  }
}
