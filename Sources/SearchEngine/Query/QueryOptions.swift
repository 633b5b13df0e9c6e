import SearchModel

/// How the query is read, from the search parameters over the index settings over Algolia's
/// defaults: prefixes, typos, advanced syntax, optional words and what to do without results.
struct QueryOptions: Sendable {
  /// `removeWordsIfNoResults`.
  enum WordRemoval: String, Sendable {
    case none, lastWords, firstWords, allOptional
  }

  var queryType = "prefixLast"
  var typoTolerance = TypoToleranceMode.on
  var minFor1 = 4
  var minFor2 = 8
  /// `advancedSyntax` with `exactPhrase` in `advancedSyntaxFeatures`: `"a phrase"`.
  var exactPhrase = false
  /// `advancedSyntax` with `excludeWords`: `-word`.
  var excludeWords = false
  /// The normalised words of `optionalWords`.
  var optionalWords: Set<String> = []
  var wordRemoval = WordRemoval.none
  /// `disablePrefixOnAttributes` (a setting): attributes where a prefix does not match.
  var noPrefixAttributes: [String]?
  /// `disableTypoToleranceOnAttributes`: attributes where a typo does not match.
  var noTypoAttributes: [String]?
  /// `disableTypoToleranceOnWords` (a setting): normalised query words matched without typos.
  var noTypoWords: Set<String> = []
  /// `allowTyposOnNumericTokens`: false keeps words made of digits free of typos.
  var typosOnNumbers = true
  /// `ignorePlurals` (languages resolved with `queryLanguages`): the plural forms to match.
  var plurals: PluralForms?
  /// `alternativesAsExact` lists `ignorePlurals` (its default): a plural form counts as exact.
  var pluralsAsExact = true
  /// `disableExactOnAttributes`: attributes where an exact match does not count as exact.
  var noExactAttributes: [String] = []
  /// `synonyms` and the synonym kinds of `alternativesAsExact`.
  var synonyms = SynonymExpansion.Options()
  /// `replaceSynonymsInHighlight`: a record word matched through a one-word synonym is shown as
  /// the query's word in highlights and snippets.
  var replaceSynonymsInHighlight = false
  /// `attributeCriteriaComputedByMinProximity`.
  var attributeByMinProximity = false
  /// The index's normalisation settings: query words are read as the records' words were.
  var normalization = TextNormalization.standard
  /// `removeStopWords`: the stop-word lists of its languages.
  var stopWordLists: [Set<String>] = []

  /// Whether `word` (normalised) is a stop word of one of the languages in use.
  func isStopWord(_ word: String) -> Bool {
    stopWordLists.contains { $0.contains(word) }
  }

  /// A parameter from the request, else the index setting (both unmodelled: read from `extra`).
  static func value(_ name: String, _ parameters: SearchParameters, _ settings: IndexSettings) -> JSONValue? {
    if let value = parameters.extra[name], value != .null { return value }
    if let value = settings.extra[name], value != .null { return value }
    return nil
  }

  /// Reads the options; values were checked by `EngineConformance.check` (request) and at import
  /// (settings), but a wrong one still gets Algolia's 400 here rather than a guess.
  init(
    _ p: SearchParameters, settings: EngineSettings, typoMode: TypoToleranceMode,
    normalization: TextNormalization = .standard
  ) throws(APIError) {
    let source = settings.source
    self.normalization = normalization
    queryType = p.queryType ?? source.extra["queryType"]?.stringValue ?? "prefixLast"
    typoTolerance = typoMode
    minFor1 = p.minWordSizefor1Typo ?? settings.minWordSizefor1Typo
    minFor2 = p.minWordSizefor2Typos ?? settings.minWordSizefor2Typos
    if let value = Self.value("advancedSyntax", p, source) {
      guard let flag = EngineConformance.flag(value) else { throw EngineConformance.invalid("advancedSyntax", "boolean") }
      if flag {
        var features = ["exactPhrase", "excludeWords"]
        if let listed = Self.value("advancedSyntaxFeatures", p, source) {
          features = try EngineConformance.advancedSyntaxFeatures(listed)
        }
        exactPhrase = features.contains("exactPhrase")
        excludeWords = features.contains("excludeWords")
      }
    }
    if let value = Self.value("optionalWords", p, source) {
      for entry in try EngineConformance.optionalWords(value) {
        optionalWords.formUnion(Tokenizer.words(in: entry, normalization: normalization))
      }
    }
    noPrefixAttributes = source.extra["disablePrefixOnAttributes"].flatMap(EngineConformance.stringList)
    noTypoAttributes = Self.value("disableTypoToleranceOnAttributes", p, source).flatMap(EngineConformance.stringList)
    noExactAttributes = Self.value("disableExactOnAttributes", p, source).flatMap(EngineConformance.stringList) ?? []
    for word in source.extra["disableTypoToleranceOnWords"].flatMap(EngineConformance.stringList) ?? [] {
      noTypoWords.formUnion(Tokenizer.words(in: word, normalization: normalization))
    }
    if let value = Self.value("allowTyposOnNumericTokens", p, source) {
      guard let flag = EngineConformance.flag(value) else {
        throw EngineConformance.invalid("allowTyposOnNumericTokens", "boolean")
      }
      typosOnNumbers = flag
    }
    if let text = p.removeWordsIfNoResults ?? Self.value("removeWordsIfNoResults", p, source)?.stringValue {
      guard let removal = WordRemoval(rawValue: text) else {
        throw EngineConformance.invalid("removeWordsIfNoResults", #"one of "none", "lastWords", "firstWords", "allOptional""#)
      }
      wordRemoval = removal
    }
    if let value = Self.value("attributeCriteriaComputedByMinProximity", p, source) {
      guard let flag = EngineConformance.flag(value) else {
        throw EngineConformance.invalid("attributeCriteriaComputedByMinProximity", "boolean")
      }
      attributeByMinProximity = flag
    }
    let languages = try QueryLanguages(p, source)
    plurals = try languages.plurals()
    stopWordLists = try languages.stopWordLists()
    if let value = Self.value("alternativesAsExact", p, source) {
      let kinds = try EngineConformance.alternativesAsExact(value)
      pluralsAsExact = kinds.contains("ignorePlurals")
      synonyms.singleWordAsExact = kinds.contains("singleWordSynonym")
      synonyms.multiWordAsExact = kinds.contains("multiWordsSynonym")
    }
    if let value = p.extra["synonyms"], value != .null {
      guard let flag = EngineConformance.flag(value) else { throw EngineConformance.invalid("synonyms", "boolean") }
      synonyms.enabled = flag
    }
    if let value = Self.value("replaceSynonymsInHighlight", p, source) {
      guard let flag = EngineConformance.flag(value) else {
        throw EngineConformance.invalid("replaceSynonymsInHighlight", "boolean")
      }
      replaceSynonymsInHighlight = flag
    }
  }

  init() {}
}
