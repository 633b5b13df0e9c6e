import SearchModel

/// The step before a search runs: finds the rules it triggers and applies them, unless
/// `enableRules` (parameter over setting, default true) is false or the index has no rules.
enum RuleStage {
  /// The outcome of the index's rules on `parameters`, or nil when no rule applies.
  static func outcome(_ parameters: SearchParameters, view: IndexView, now: Int) throws(APIError) -> RuleOutcome? {
    let table = view.snapshot.ruleTable
    guard !table.isEmpty else { return nil }
    try EngineConformance.check(parameters)
    let enabled = (parameters.extra["enableRules"] ?? view.settings.source.extra["enableRules"])
      .flatMap(EngineConformance.flag) ?? true
    guard enabled else { return nil }
    let contexts = Set(parameters.extra["ruleContexts"].flatMap(EngineConformance.stringList) ?? [])
    guard table.mayApply(in: contexts) else { return nil }
    var words: [String] = []
    var ranges: [Range<Int>] = []
    Tokenizer.forEachWord(in: parameters.query ?? "", normalization: table.normalization) { word, range in
      words.append(word)
      ranges.append(range)
    }
    let matcher = RuleMatcher(
      table: table, words: words, contexts: contexts, searchFilters: searchFilters(parameters), now: now,
      synonyms: view.snapshot.synonymTable)
    let matches = matcher.matches()
    guard !matches.isEmpty else { return nil }
    return try RuleOutcome(parameters: parameters, matches: matches, table: table, wordRanges: ranges)
  }

  /// The search's positive facet and tag filters (`filters`, `facetFilters`, `tagFilters`), values
  /// lower-cased, for conditions' `filters` to be looked up in. Unreadable filters give none
  /// here; the search reports them.
  static func searchFilters(_ parameters: SearchParameters) -> Set<FacetFilter> {
    var groups: [FilterGroup] = []
    if let text = parameters.filters { groups += (try? FilterExpression(parsing: text))?.groups ?? [] }
    if let facets = parameters.facetFilters { groups += (try? FilterExpression(legacy: facets, as: .facetFilters))?.groups ?? [] }
    if let tags = parameters.tagFilters { groups += (try? FilterExpression(legacy: tags, as: .tagFilters))?.groups ?? [] }
    var found: Set<FacetFilter> = []
    for filter in groups.flatMap(\.filters) {
      switch filter {
      case .facet(var facet) where !facet.isNegated:
        if case .string(let text) = facet.value { facet.value = .string(text.lowercased()) }
        facet.score = nil
        found.insert(facet)
      case .tag(let tag) where !tag.isNegated:
        found.insert(FacetFilter(attribute: "_tags", value: .string(tag.value.lowercased())))
      default: break
      }
    }
    return found
  }
}
