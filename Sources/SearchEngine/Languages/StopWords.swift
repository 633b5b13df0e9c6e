/// The stop words `removeStopWords` leaves out of a query, per language.
///
/// From `LanguageData.stopWords` (the Snowball project's lists), normalised the way the engine
/// normalises every word (lower case, no diacritics), so "für" is left out as "fur". An entry that
/// normalises to more than one word is dropped: it could never equal one query word.
enum StopWords {
  /// Per ISO 639-1 code, the normalised stop words; Norwegian Bokmål (`nb`) uses `no`'s list.
  static let lists: [String: Set<String>] = {
    var lists = LanguageData.stopWords.mapValues { text in
      var words = Set<String>()
      for entry in text.split(separator: "\n") {
        let normalised = Tokenizer.words(in: String(entry))
        if normalised.count == 1 { words.insert(normalised[0]) }
      }
      return words
    }
    lists["nb"] = lists["no"]
    return lists
  }()
}
