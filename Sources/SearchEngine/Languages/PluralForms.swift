/// Singular and plural forms that match each other under `ignorePlurals`.
///
/// English only: the forms come from `LanguageData.englishPlurals` (hunspell-en-us's plural flag
/// and WordNet's irregular nouns). Built once, on the first query that asks for plurals.
struct PluralForms: Sendable {
  /// Per normalised form, the other forms of its groups ("car" → ["cars"], "mice" → ["mouse"]).
  private let others: [String: [String]]

  /// English plural forms.
  static let english = PluralForms(lines: LanguageData.englishPlurals)

  /// Reads groups of forms, one per line: a word alone stands for itself and itself + "s".
  init(lines: String) {
    var others: [String: [String]] = [:]
    others.reserveCapacity(60_000)
    for line in lines.split(separator: "\n") {
      var forms = line.split(separator: " ").map(String.init)
      if forms.count == 1 { forms.append(forms[0] + "s") }
      for form in forms {
        for other in forms where other != form { others[form, default: []].append(other) }
      }
    }
    self.others = others
  }

  /// The other forms of `word` (empty when it has none).
  func alternatives(of word: String) -> [String] {
    others[word] ?? []
  }
}

extension PluralForms {
  /// Adds the indexed other forms of each query word to its term matches, with `code` (0, exact,
  /// when `alternativesAsExact` lists `ignorePlurals`; else 1, no typo but not exact), upgrading a
  /// worse match of the same term (the prefix match "cases" of "case"). Returns each added form
  /// with its query word, so highlighting wraps the forms that matched.
  func extend(
    _ termMatches: inout [[TermMatch]], words: [QueryWord], in dictionary: TermDictionary, code: UInt8
  ) -> [String: Int] {
    var added: [String: Int] = [:]
    for (w, word) in words.enumerated() {
      for form in alternatives(of: word.text) {
        guard let term = dictionary.find(Array(form.utf8)) else { continue }
        added[form] = word.index
        if let existing = termMatches[w].firstIndex(where: { $0.term == term }) {
          termMatches[w][existing].code = min(termMatches[w][existing].code, code)
        } else {
          termMatches[w].append(TermMatch(term: term, code: code))
        }
      }
    }
    return added
  }
}
