/// An indexed term that a query word matches, and how well.
struct TermMatch: Sendable, Hashable {
  var term: Int
  /// Ranking code: `typos * 2 + (prefix ? 1 : 0)`; 0 is an exact match, lower is better.
  var code: UInt8

  var typos: Int { Int(code >> 1) }
  var isExact: Bool { code == 0 }
}

/// Finds the terms a query word matches: itself, words it prefixes, words within its typo budget
/// and, for a prefix word, words starting with something within its typo budget.
///
/// Typos follow Damerau–Levenshtein. The first letter is trusted: candidates share it, except for
/// words long enough for two typos, where a wrong first letter alone counts as two typos
/// (Algolia's "first letter typo counts double"). Candidates come from `TypoTermWalk`, which walks
/// the sorted dictionary as a trie and passes over every block of terms that cannot match, so the
/// dictionary is never walked in full.
enum TermMatcher {
  /// At most this many prefix expansions per word, in dictionary order (exact prefixes and prefixes
  /// with typos each have their own allowance, so typo expansions never push out exact ones).
  static let maxPrefixExpansions = 20_000

  static func matches(for word: QueryWord, in dictionary: TermDictionary) -> [TermMatch] {
    var result: [TermMatch] = []
    guard let firstScalar = word.scalars.first else { return result }
    if word.maxTypos == 0 {
      let exact = dictionary.find(word.bytes)
      if let exact { result.append(TermMatch(term: exact, code: 0)) }
      if word.isPrefix {
        for term in dictionary.prefixRange(word.bytes).prefix(maxPrefixExpansions) where term != exact {
          result.append(TermMatch(term: term, code: 1))
        }
      }
      return result
    }
    var exactPrefixes = maxPrefixExpansions
    var typoPrefixes = maxPrefixExpansions
    /// Appends a run of matches; `typoCost` doubles typos for a wrong first letter.
    func take(_ match: TypoTermWalk.Match, typoCost: Int) {
      let code = UInt8(match.typos * typoCost * 2 + (match.isPrefix ? 1 : 0))
      var terms = match.terms
      if match.isPrefix {
        if code == 1 {
          terms = terms.prefix(exactPrefixes)
          exactPrefixes -= terms.count
        } else {
          terms = terms.prefix(typoPrefixes)
          typoPrefixes -= terms.count
        }
      }
      for term in terms { result.append(TermMatch(term: term, code: code)) }
    }
    let firstBytes = word.bytes.prefix(String(Unicode.Scalar(firstScalar) ?? " ").utf8.count)
    let sameFirst = dictionary.prefixRange(Array(firstBytes))
    word.scalars.withUnsafeBufferPointer { query in
      // A wrong first letter counts two typos: only words allowed two can afford it, with nothing else wrong.
      let wrongFirst = word.maxTypos >= 2
      if wrongFirst {
        TypoTermWalk.walk(query: query, limit: 1, prefix: word.isPrefix, range: 0..<sameFirst.lowerBound, in: dictionary) {
          take($0, typoCost: 2)
        }
      }
      TypoTermWalk.walk(query: query, limit: word.maxTypos, prefix: word.isPrefix, range: sameFirst, in: dictionary) {
        take($0, typoCost: 1)
      }
      if wrongFirst {
        TypoTermWalk.walk(
          query: query, limit: 1, prefix: word.isPrefix, range: sameFirst.upperBound..<dictionary.count, in: dictionary
        ) { take($0, typoCost: 2) }
      }
    }
    return result
  }
}
