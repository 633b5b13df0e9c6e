extension SearchResponse {
  /// `userData`: the custom data of the query rules that applied, one element per rule, in the
  /// order the backend gives; `nil` when the response has none (no rule carried data).
  ///
  /// Algolia sends an array; a single value that is not an array is read as one element so that
  /// nothing a backend sends is lost.
  public var userData: [JSONValue]? {
    switch extra["userData"] {
    case nil, .null?: return nil
    case .array(let items)?: return items
    case let single?: return [single]
    }
  }

  /// `appliedRules`: the query rules that applied, by objectID; `nil` when the response does not
  /// say (Algolia sends it only with `getRankingInfo`). Entries without an objectID are skipped.
  public var appliedRules: [AppliedRule]? {
    guard case .array(let items)? = extra["appliedRules"] else { return nil }
    return items.compactMap(AppliedRule.init(json:))
  }

  /// `renderingContent`: from the index settings, the search parameter or a rule that applied;
  /// `nil` when absent or not an object.
  public var renderingContent: RenderingContent? {
    guard case .object(let object)? = extra["renderingContent"] else { return nil }
    return RenderingContent(json: object)
  }
}
