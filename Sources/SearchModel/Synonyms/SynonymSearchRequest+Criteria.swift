extension StoredObjectSearchRequest where Criteria == SynonymSearchCriteria {
  /// A `synonyms/search` body: the query, the type, and the page (100 synonyms a page by default).
  public init(query: String = "", kind: Synonym.Kind? = nil, page: Int = 0, hitsPerPage: Int = 100) {
    self.init(query: query, criteria: SynonymSearchCriteria(kind: kind), page: page, hitsPerPage: hitsPerPage)
  }
}
