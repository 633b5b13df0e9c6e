/// The query of the list searches (`synonyms/search`, `rules/search`): an entry matches when each
/// query word starts one of the words of its texts, all read with the index's normalisation.
struct ListQuery {
  let words: [String]
  let normalization: TextNormalization

  init(_ query: String, normalization: TextNormalization) {
    words = Tokenizer.words(in: query, normalization: normalization)
    self.normalization = normalization
  }

  /// Whether an entry with `texts` matches (every entry does for an empty query).
  func matches(_ texts: [String]) -> Bool {
    guard !words.isEmpty else { return true }
    let entryWords = texts.flatMap { Tokenizer.words(in: $0, normalization: normalization) }
    return words.allSatisfy { query in entryWords.contains { $0.hasPrefix(query) } }
  }
}
