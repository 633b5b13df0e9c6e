/// The terms each word of a search matches (`TermMatcher`), with the word's plural forms when
/// `ignorePlurals` asks for them, and those forms for the highlighting.
///
/// Found once per search, whichever way the search then finds its candidates: a word within two
/// typos of thousands of terms costs a walk of the dictionary that the floors, the typo tier and
/// `candidates(_:)` would otherwise each repeat.
struct QueryTerms {
  /// Per query word, the terms it matches and how (`TermMatch.code`).
  var termMatches: [[TermMatch]]
  /// `ResolvedParameters.alternativeForms` once the plural forms are added.
  var alternativeForms: [String: Int]

  init(_ r: ResolvedParameters, dictionary: TermDictionary) {
    termMatches = r.words.map { TermMatcher.matches(for: $0, in: dictionary) }
    alternativeForms = r.alternativeForms
    if let plurals = r.options.plurals {
      alternativeForms = plurals.extend(
        &termMatches, words: r.words, in: dictionary, code: r.options.pluralsAsExact ? 0 : 1)
    }
  }
}
