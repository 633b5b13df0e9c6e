/// An indexed term that a query word matches, and how well.
struct TermMatch: Sendable, Hashable {
  var term: Int
  /// Ranking code: `typos * 2 + (prefix ? 1 : 0)`; 0 is an exact match, lower is better.
  var code: UInt8

  var typos: Int { Int(code >> 1) }
  var isExact: Bool { code == 0 }
}

/// Finds the terms a query word matches: itself, words it prefixes, words within its typo budget.
///
/// Typos follow Damerau–Levenshtein. The first letter is trusted: candidates share it, except for
/// words long enough for two typos, where a wrong first letter alone counts as two typos
/// (Algolia's "first letter typo counts double"). Only same-first-letter groups of the right
/// lengths are scanned, so the dictionary is never walked in full.
enum TermMatcher {
  /// At most this many prefix expansions per word, in dictionary order.
  static let maxPrefixExpansions = 20_000

  static func matches(for word: QueryWord, in dictionary: TermDictionary) -> [TermMatch] {
    var result: [Int: UInt8] = [:]
    func add(_ term: Int, _ code: UInt8) {
      if let existing = result[term], existing <= code { return }
      result[term] = code
    }
    if let exact = dictionary.find(word.bytes) { add(exact, 0) }
    if word.isPrefix {
      let range = dictionary.prefixRange(word.bytes)
      for term in range.prefix(maxPrefixExpansions) { add(term, 1) }
    }
    if word.maxTypos > 0, let first = word.bytes.first {
      let limit = word.maxTypos
      let length = word.scalars.count
      word.scalars.withUnsafeBufferPointer { query in
        var scratch: [UInt32] = []
        scratch.reserveCapacity(64)
        let lengths = max(1, length - limit)...(length + limit + (word.isPrefix ? 0 : 0))
        dictionary.forEachTerm(firstByte: first, lengths: lengths) { term in
          guard result[term] == nil else { return }
          scalars(of: term, in: dictionary, into: &scratch)
          scratch.withUnsafeBufferPointer { candidate in
            if let distance = TypoDistance.distance(query, candidate, limit: limit), distance > 0 {
              add(term, UInt8(distance * 2))
            }
          }
        }
        if limit >= 2 {
          for other in dictionary.firstBytes() where other != first {
            dictionary.forEachTerm(firstByte: other, lengths: max(1, length - 1)...(length + 1)) { term in
              guard result[term] == nil else { return }
              scalars(of: term, in: dictionary, into: &scratch)
              scratch.withUnsafeBufferPointer { candidate in
                if TypoDistance.distance(query, candidate, limit: 1) == 1 { add(term, 4) }
              }
            }
          }
        }
      }
    }
    return result.map { TermMatch(term: $0.key, code: $0.value) }.sorted { $0.term < $1.term }
  }

  private static func scalars(of term: Int, in dictionary: TermDictionary, into out: inout [UInt32]) {
    out.removeAll(keepingCapacity: true)
    let bytes = dictionary.terms.bytes(term)
    if bytes.allSatisfy({ $0 < 0x80 }) {
      for byte in bytes { out.append(UInt32(byte)) }
    } else {
      for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars { out.append(scalar.value) }
    }
  }
}
