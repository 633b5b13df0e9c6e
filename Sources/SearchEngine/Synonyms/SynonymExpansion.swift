/// Applies an index's synonyms to a query plan.
///
/// A synonym of one word for one word joins the word's term matches (like a plural form): the
/// record word matches in place of the query word, ranked as exact, as a non-exact match with no
/// typo, or as 1 or 2 typos (alternative corrections). A synonym with several words on either side
/// (`ny` = `new york`) makes an alternative plan in which the words stand in for the query's run,
/// the record's words following each other in one attribute; records found only through it join
/// the candidates with its codes in the places of the words it replaced (`WordJoining.merge`).
enum SynonymExpansion {
  /// The query's use of synonyms: `synonyms` and `alternativesAsExact`.
  struct Options: Sendable {
    var enabled = true
    var singleWordAsExact = true
    var multiWordAsExact = false
  }

  /// A plan with a multi-word synonym in place of a run of the query's words.
  struct Alternative {
    var plan: QueryPlan
    /// For each word of the original plan, the word of `plan` standing in its place.
    var mapping: [Int]
    var termMatches: [[TermMatch]]
    /// The record words of the synonym, with the query word they stand for (highlighting).
    var forms: [String: Int]
  }

  /// `TermMatch.code` of a match through a rewrite of `strength`.
  static func code(_ strength: SynonymTable.Strength, _ options: Options) -> UInt8 {
    switch strength {
    case .synonym(let multiWord): (multiWord ? options.multiWordAsExact : options.singleWordAsExact) ? 0 : 1
    case .typos(let typos): UInt8(typos * 2)
    }
  }

  /// Whether word `w` is inside an advanced-syntax phrase (read as typed: no synonym).
  private static func inPhrase(_ w: Int, _ plan: QueryPlan) -> Bool {
    plan.phrases.contains { $0.contains(w) }
  }

  /// Adds the indexed one-word synonyms of each query word to its term matches, upgrading a
  /// worse match of the same term. Returns each form added with its query word.
  static func extend(
    _ termMatches: inout [[TermMatch]], plan: QueryPlan, table: SynonymTable, dictionary: TermDictionary, options: Options
  ) -> [String: Int] {
    var forms: [String: Int] = [:]
    for (w, word) in plan.words.enumerated() where !inPhrase(w, plan) {
      guard let rewrites = table.byFirstWord[word.text] else { continue }
      for rewrite in rewrites where rewrite.from.count == 1 && rewrite.to.count == 1 {
        guard let term = dictionary.find(Array(rewrite.to[0].utf8)) else { continue }
        let code = code(rewrite.strength, options)
        forms[rewrite.to[0]] = word.index
        if let existing = termMatches[w].firstIndex(where: { $0.term == term }) {
          termMatches[w][existing].code = min(termMatches[w][existing].code, code)
        } else {
          termMatches[w].append(TermMatch(term: term, code: code))
        }
      }
    }
    return forms
  }

  /// The plans with a multi-word synonym in place of a run of words (none with optional words:
  /// those are read as the user wrote them). Only synonyms all of whose words are indexed count.
  static func alternatives(
    of plan: QueryPlan, termMatches: [[TermMatch]], table: SynonymTable, dictionary: TermDictionary, options: Options
  ) -> [Alternative] {
    guard !plan.hasOptional else { return [] }
    let words = plan.words
    var result: [Alternative] = []
    for (i, word) in words.enumerated() where !inPhrase(i, plan) {
      guard let rewrites = table.byFirstWord[word.text] else { continue }
      for rewrite in rewrites where rewrite.from.count > 1 || rewrite.to.count > 1 {
        let k = rewrite.from.count
        let m = rewrite.to.count
        guard i + k <= words.count, (i..<(i + k)).allSatisfy({ words[$0].text == rewrite.from[$0 - i] && !inPhrase($0, plan) })
        else { continue }
        let terms = rewrite.to.map { dictionary.find(Array($0.utf8)) }
        guard terms.allSatisfy({ $0 != nil }) else { continue }
        let code = code(rewrite.strength, options)
        var alternative = plan
        let replacement = rewrite.to.map { text in
          QueryWord(
            text: text, bytes: Array(text.utf8), scalars: text.unicodeScalars.map(\.value), isPrefix: false, maxTypos: 0,
            index: 0)
        }
        alternative.words.replaceSubrange(i..<(i + k), with: replacement)
        for index in alternative.words.indices { alternative.words[index].index = index }
        alternative.optional = Array(repeating: false, count: alternative.words.count)
        alternative.phrases = plan.phrases.map { $0.lowerBound < i ? $0 : ($0.lowerBound - k + m)..<($0.upperBound - k + m) }
        if m > 1 { alternative.phrases.append(i..<(i + m)) }
        var matches = termMatches
        matches.replaceSubrange(i..<(i + k), with: terms.map { [TermMatch(term: $0!, code: code)] })
        let mapping = words.indices.map { w in w < i ? w : w < i + k ? i + min(w - i, m - 1) : w - k + m }
        var forms: [String: Int] = [:]
        for (j, text) in rewrite.to.enumerated() { forms[text] = words[i + min(j, k - 1)].index }
        result.append(Alternative(plan: alternative, mapping: mapping, termMatches: matches, forms: forms))
      }
    }
    return result
  }
}
