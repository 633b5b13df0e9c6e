import SearchModel

/// An index's synonyms as the query path reads them: for each run of normalised query words,
/// the words that may stand in for it and how such a match ranks.
///
/// Built once when an index is opened (from the synonyms stored with it), so a query only looks
/// words up; an index without synonyms has an empty table and a query pays one `isEmpty` test.
struct SynonymTable: Sendable {
  /// What a match through a synonym counts as.
  enum Strength: Sendable, Hashable {
    /// A regular or one-way synonym, or a placeholder; `multiWord` when either side has 2+ words
    /// (`alternativesAsExact`: `singleWordSynonym` or `multiWordsSynonym` makes it exact).
    case synonym(multiWord: Bool)
    /// An alternative correction: ranks as this many typos.
    case typos(Int)
  }

  /// One way of reading `from` (consecutive query words) as `to` (consecutive record words).
  struct Rewrite: Sendable, Hashable {
    var from: [String]
    var to: [String]
    var strength: Strength
  }

  /// The stored synonyms, in import order (`synonyms/search`, `getSynonym`).
  let synonyms: [Synonym]
  /// Rewrites by the first word of `from`.
  let byFirstWord: [String: [Rewrite]]

  var isEmpty: Bool { byFirstWord.isEmpty }

  static let empty = SynonymTable(synonyms: [], normalization: .standard)

  /// The table of `synonyms`, their words normalised as the index's text is.
  init(synonyms: [Synonym], normalization: TextNormalization) {
    self.synonyms = synonyms
    var table: [String: [Rewrite]] = [:]
    func add(_ from: String, _ to: String, _ strength: (Int, Int) -> Strength) {
      let fromWords = Tokenizer.words(in: from, normalization: normalization)
      let toWords = Tokenizer.words(in: to, normalization: normalization)
      guard let first = fromWords.first, !toWords.isEmpty, fromWords != toWords else { return }
      let rewrite = Rewrite(from: fromWords, to: toWords, strength: strength(fromWords.count, toWords.count))
      if !(table[first]?.contains(rewrite) ?? false) { table[first, default: []].append(rewrite) }
    }
    let synonymStrength: (Int, Int) -> Strength = { .synonym(multiWord: $0 > 1 || $1 > 1) }
    for synonym in synonyms {
      switch synonym.kind {
      case .synonym:
        for a in synonym.synonyms { for b in synonym.synonyms where b != a { add(a, b, synonymStrength) } }
      case .oneWaySynonym:
        for b in synonym.synonyms { add(synonym.input ?? "", b, synonymStrength) }
      case .altCorrection1, .altCorrection2:
        let typos = synonym.kind == .altCorrection1 ? 1 : 2
        for b in synonym.corrections { add(synonym.word ?? "", b) { _, _ in .typos(typos) } }
      case .placeholder:
        // Records carry the token (`<streetnumber>`); its normalised word is what is indexed.
        for a in synonym.replacements { add(a, synonym.placeholder ?? "", synonymStrength) }
      }
    }
    byFirstWord = table
  }
}
