import SearchModel

/// Which languages' word lists a query uses, read as Algolia documents it.
///
/// `ignorePlurals` and `removeStopWords` are each `false`, `true`, or a list of languages; a list
/// overrides `queryLanguages`. `true` means the languages of `queryLanguages`, else those of
/// `indexLanguages` (the language of the records), else every language the engine has a list for
/// (Algolia: every supported language). A language Algolia supports but the engine has no list for
/// is refused with a 400 that names it, rather than silently matching nothing differently.
struct QueryLanguages {
  /// Algolia's language codes (`supportedLanguage` in its API description).
  static let supported: Set<String> = [
    "af", "ar", "az", "bg", "bn", "ca", "cs", "cy", "da", "de", "el", "en", "eo", "es", "et", "eu", "fa", "fi", "fo",
    "fr", "ga", "gl", "he", "hi", "hu", "hy", "id", "is", "it", "ja", "ka", "kk", "ko", "ku", "ky", "lt", "lv", "mi",
    "mn", "mr", "ms", "mt", "nb", "nl", "no", "ns", "pl", "ps", "pt", "pt-br", "qu", "ro", "ru", "sk", "sq", "sv", "sw",
    "ta", "te", "th", "tl", "tn", "tr", "tt", "uk", "ur", "uz", "zh",
  ]
  /// Languages with plural forms in the engine.
  static let pluralLanguages = ["en"]

  /// `ignorePlurals`, `removeStopWords`: nil when off, else the languages named or `true`'s default.
  let ignorePlurals: [String]?
  let removeStopWords: [String]?
  /// `queryLanguages`, else `indexLanguages` (nil when neither is set).
  let defaultLanguages: [String]?

  init(_ p: SearchParameters, _ settings: IndexSettings) throws(APIError) {
    func languages(_ name: String) throws(APIError) -> [String]? {
      guard let value = QueryOptions.value(name, p, settings) else { return nil }
      return try Self.languageList(name, value)
    }
    defaultLanguages = try languages("queryLanguages") ?? (settings.extra["indexLanguages"]).flatMap { value in
      try? Self.languageList("indexLanguages", value)
    }
    ignorePlurals = try Self.feature("ignorePlurals", p, settings)
    removeStopWords = try Self.feature("removeStopWords", p, settings)
  }

  /// The plural forms to use, or nil when `ignorePlurals` is off.
  func plurals() throws(APIError) -> PluralForms? {
    guard let named = ignorePlurals else { return nil }
    let languages = named.isEmpty ? (defaultLanguages ?? Self.pluralLanguages) : named
    if let missing = languages.first(where: { !Self.pluralLanguages.contains($0) }) {
      throw .badRequest("No plural forms for \"\(missing)\" in the embedded engine (English, \"en\", only)")
    }
    return languages.isEmpty ? nil : PluralForms.english
  }

  /// The stop-word lists to use (none when `removeStopWords` is off).
  func stopWordLists() throws(APIError) -> [Set<String>] {
    guard let named = removeStopWords else { return [] }
    let languages = named.isEmpty ? (defaultLanguages ?? StopWords.lists.keys.sorted()) : named
    var lists: [Set<String>] = []
    for language in languages {
      guard let list = StopWords.lists[language] else {
        throw .badRequest(
          "No stop words for \"\(language)\" in the embedded engine (it has "
            + StopWords.lists.keys.sorted().joined(separator: ", ") + ")")
      }
      lists.append(list)
    }
    return lists
  }

  /// `ignorePlurals` or `removeStopWords`: nil when off, [] for `true`, else the languages listed.
  private static func feature(_ name: String, _ p: SearchParameters, _ settings: IndexSettings) throws(APIError) -> [String]? {
    guard let value = QueryOptions.value(name, p, settings) else { return nil }
    if let flag = EngineConformance.flag(value) { return flag ? [] : nil }
    let languages = try languageList(name, value)
    return languages.isEmpty ? nil : languages
  }

  /// A list of Algolia language codes (an array, or one comma-separated string).
  static func languageList(_ name: String, _ value: JSONValue) throws(APIError) -> [String] {
    guard let codes = EngineConformance.stringList(value), codes.allSatisfy(supported.contains) else {
      throw EngineConformance.invalid(name, "array of supported language ISO codes")
    }
    return codes
  }
}
