/// The one place that says, for every parameter and setting of Algolia's API description, what
/// the embedded engine does with it.
///
/// The engine refuses a request or a settings file naming anything that is not accepted here
/// (``check(_:)``, ``check(settings:)``), the shell's `set` reads it to refuse or to warn, and the
/// README's conformance table is generated from it (`scripts/conformance-table`); a test fails
/// when the table drifts from `../shared/specs/algolia/search.yml` or from the README. Making the
/// engine honour a parameter means implementing it and flipping its entry here.
public enum EngineConformance {
  private static func parameter(_ name: String, _ support: Conformance, _ note: String) -> ParameterConformance {
    ParameterConformance(name, parameter: support, setting: .absent, note)
  }

  private static func setting(_ name: String, _ support: Conformance, _ note: String) -> ParameterConformance {
    ParameterConformance(name, parameter: .absent, setting: support, note)
  }

  private static func both(_ name: String, _ support: Conformance, _ note: String) -> ParameterConformance {
    ParameterConformance(name, parameter: support, setting: support, note)
  }

  private static let offline = "no analytics, personalization, A/B tests or AI on one machine"

  /// Every name of `searchParamsObject` and `indexSettings`, in the API description's order.
  public static let entries: [ParameterConformance] = [
    // Search parameters only.
    parameter("query", .honoured, ""),
    parameter("similarQuery", .honoured, "searched instead of `query`: prefixNone, stop words removed, every word optional, `words` first"),
    parameter("filters", .honoured, ""),
    parameter("facetFilters", .honoured, ""),
    parameter("optionalFilters", .honoured, "score 1 per matching filter unless `<score=N>`"),
    parameter("numericFilters", .honoured, ""),
    parameter("tagFilters", .honoured, ""),
    parameter("sumOrFiltersScores", .honoured, "sums the scores of the filters matched in one OR group"),
    parameter("restrictSearchableAttributes", .honoured, ""),
    parameter("facets", .honoured, ""),
    parameter("facetingAfterDistinct", .honoured, "with `distinct`, facets count the records it keeps"),
    parameter("page", .honoured, ""),
    parameter("offset", .honoured, ""),
    parameter("length", .honoured, ""),
    parameter("aroundLatLng", .honoured, ""),
    parameter("aroundLatLngViaIP", .noOp, "no client IP to locate on one machine"),
    parameter("aroundRadius", .honoured, "without it, an automatic radius: that of the 1,000 nearest geolocated records"),
    parameter("aroundPrecision", .honoured, "an integer or a list of `{from, value}` ranges"),
    parameter("minimumAroundRadius", .honoured, ""),
    parameter("insideBoundingBox", .honoured, "boxes spanning the 180th meridian must be given as two"),
    parameter("insidePolygon", .honoured, "latitude and longitude taken as plane coordinates"),
    parameter("naturalLanguages", .refused, "no natural-language presets"),
    parameter("ruleContexts", .honoured, "contexts of the query rules imported with `--rules`"),
    parameter("personalizationImpact", .noOp, offline),
    parameter("userToken", .noOp, offline),
    parameter("getRankingInfo", .honoured, ""),
    parameter("synonyms", .honoured, "`false` searches without the index's synonyms"),
    parameter("clickAnalytics", .noOp, offline + "; no `queryID` in the response"),
    parameter("analytics", .noOp, offline),
    parameter("analyticsTags", .noOp, offline),
    parameter("percentileComputation", .noOp, offline),
    parameter("enableABTest", .noOp, offline),
    // Search parameters and index settings.
    ParameterConformance(
      "attributesToRetrieve", parameter: .honoured, setting: .honoured, "`objectID` always; never `unretrievableAttributes`"),
    ParameterConformance("ranking", parameter: .refused, setting: .honoured, "as a setting (and per replica)"),
    both("relevancyStrictness", .refused, "no relevance scores"),
    both("attributesToHighlight", .honoured, ""),
    both("attributesToSnippet", .honoured, ""),
    both("highlightPreTag", .honoured, ""),
    both("highlightPostTag", .honoured, ""),
    both("snippetEllipsisText", .honoured, ""),
    both("restrictHighlightAndSnippetArrays", .honoured, ""),
    both("hitsPerPage", .honoured, ""),
    both("minWordSizefor1Typo", .honoured, ""),
    both("minWordSizefor2Typos", .honoured, ""),
    both("typoTolerance", .honoured, ""),
    both("allowTyposOnNumericTokens", .honoured, "`false`: no typo on words made of digits"),
    both("disableTypoToleranceOnAttributes", .honoured, "a typo match counts only in other attributes"),
    both("ignorePlurals", .honoured, "English plural forms (hunspell-en-us, WordNet); another language is refused"),
    both("removeStopWords", .honoured, "Snowball's lists in 15 languages; never a prefix word nor the whole query"),
    both("queryLanguages", .honoured, "the languages of `ignorePlurals`/`removeStopWords` when `true`"),
    both("decompoundQuery", .refused, "no decompounding"),
    both("enableRules", .honoured, "`false` searches without the query rules imported with `--rules`"),
    both("enablePersonalization", .noOp, offline),
    both("queryType", .honoured, ""),
    both("removeWordsIfNoResults", .honoured, "words made optional one at a time (at most 5); `queryAfterRemoval` marks them"),
    both("mode", .noOp, offline + " (only `keywordSearch`)"),
    both("semanticSearch", .noOp, offline),
    both("advancedSyntax", .honoured, "`\"exact phrase\"` in one attribute, `-word` excludes"),
    both("optionalWords", .honoured, "ranked by `words`; with 4+ optional words, more matched words needed per 1,000 hits"),
    both("disableExactOnAttributes", .honoured, "an exact match counts as exact only in the other attributes"),
    both("exactOnSingleWordQuery", .honoured, ""),
    both("alternativesAsExact", .honoured, "plural forms and one- and multi-word synonyms; no conjugated forms"),
    both("advancedSyntaxFeatures", .honoured, ""),
    both("distinct", .honoured, "needs `attributeForDistinct`"),
    both("replaceSynonymsInHighlight", .honoured, "one-word synonyms only (a record's phrase is not replaced)"),
    both("minProximity", .honoured, "pair distances below it count as it"),
    both("responseFields", .honoured, "the fields Algolia lets a list leave out; the others always come"),
    both("maxValuesPerFacet", .honoured, ""),
    both("sortFacetValuesBy", .honoured, ""),
    both(
      "attributeCriteriaComputedByMinProximity", .honoured,
      "with attribute ranked before proximity, the attribute criterion reads the attribute where the words are closest (it always does with proximity first)"),
    both("renderingContent", .honoured, "returned in the response as given; a rule's wins over the search's and the settings'"),
    both("enableReRanking", .noOp, offline),
    both("reRankingApplyFilter", .noOp, offline),
    // Index settings only.
    setting("attributesForFaceting", .honoured, "`searchable()`, `filterOnly()`, `afterDistinct()`"),
    setting("replicas", .honoured, "standard replicas sharing the primary's records"),
    setting("paginationLimitedTo", .honoured, ""),
    setting("unretrievableAttributes", .honoured, ""),
    setting("disableTypoToleranceOnWords", .honoured, "those query words match without typos"),
    setting("attributesToTransliterate", .refused, "no transliteration table"),
    setting("camelCaseAttributes", .honoured, "ASCII words split before an upper-case letter that follows a lower-case one; re-import"),
    setting("decompoundedAttributes", .refused, "no decompounding"),
    setting("indexLanguages", .honoured, "the records' languages: the default when `queryLanguages` is unset"),
    setting("disablePrefixOnAttributes", .honoured, "a prefix match counts only in other attributes"),
    setting("allowCompressionOfIntegerArray", .noOp, "storage detail of Algolia's servers"),
    setting("numericAttributesForFiltering", .honoured, "numeric filters on other attributes (or ranges on `equalOnly` ones) match nothing, `!=` everything"),
    setting("separatorsToIndex", .honoured, "each listed character is a word of its own; re-import"),
    setting("searchableAttributes", .honoured, "`unordered()`; attributes listed together share a rank"),
    setting("userData", .honoured, "stored and returned with the settings"),
    setting("customNormalization", .honoured, "each key character (and its upper case) reads as its value; re-import"),
    setting("attributeForDistinct", .honoured, ""),
    setting("maxFacetHits", .honoured, "default of search for facet values"),
    setting("keepDiacriticsOnCharacters", .honoured, "those letters keep their diacritics (lower-cased); re-import"),
    setting("customRanking", .honoured, ""),
  ]

  /// The entries by name.
  static let byName: [String: ParameterConformance] = Dictionary(
    entries.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })

  /// What the engine does with search parameter `name` (``Conformance/absent`` for a name
  /// Algolia does not have).
  public static func parameter(_ name: String) -> Conformance {
    byName[name]?.asParameter ?? .absent
  }

  /// What the engine does with index setting `name`.
  public static func setting(_ name: String) -> Conformance {
    byName[name]?.asSetting ?? .absent
  }
}
