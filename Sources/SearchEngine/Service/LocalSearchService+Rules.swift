import SearchBackend
import SearchModel

/// The embedded engine's query rules, as imported with the index (`--rules`).
///
/// Synchronous (the fuzz target calls them so); they answer `RuleReading`'s asynchronous calls.
extension LocalSearchService: RuleReading {
  /// The rules of `index` whose objectID, description, patterns or contexts hold every word of
  /// the query (as a word or the start of one), with a condition of the requested anchoring and
  /// context, enabled or not as asked, one page at a time, in import order.
  public func searchRules(index: String, request: RuleSearchRequest) throws(APIError) -> RuleSearchResponse {
    try searchStoredObjects(\.ruleTable.rules, index: index, request: request)
  }

  /// One rule by objectID.
  public func rule(index: String, objectID: String) throws(APIError) -> Rule {
    try storedObject(\.ruleTable.rules, index: index, objectID: objectID, notFound: .ruleNotFound)
  }
}
