extension StoredObjectSearchRequest where Criteria == RuleSearchCriteria {
  /// A `rules/search` body: the query, the filters, and the page (20 rules a page by default).
  public init(
    query: String = "", anchoring: RuleAnchoring? = nil, context: String? = nil, page: Int = 0, hitsPerPage: Int = 20,
    enabled: Bool? = nil
  ) {
    self.init(
      query: query, criteria: RuleSearchCriteria(anchoring: anchoring, context: context, enabled: enabled), page: page,
      hitsPerPage: hitsPerPage)
  }
}
