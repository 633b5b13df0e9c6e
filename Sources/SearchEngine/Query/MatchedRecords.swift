/// Every record a query's words match, by record number alone: what the number of hits and the
/// facet counts read when only some of the candidates are marked for ranking (`FloorCandidates`,
/// `SearchExecutor.typoTierCandidates`).
///
/// A record counts when, for every word, one of the word's terms has a posting in it that the
/// gate allows for that term's kind of match: exactly the records `Matcher` keeps, found without
/// reading a position (but where a closed gate needs one) or writing a mark.
enum MatchedRecords {
  /// The records matching every word of `termMatches` (and in `filter`, when given).
  static func all(
    _ termMatches: [[TermMatch]], snapshot: IndexSnapshot, filter: Bitset? = nil, gate: FieldGate = FieldGate()
  ) -> Bitset {
    var result: Bitset? = filter
    for matches in termMatches {
      let word = records(of: matches, snapshot: snapshot, gate: gate)
      if result == nil { result = word } else { result!.formIntersection(word) }
    }
    return result ?? Bitset(count: snapshot.recordCount, full: true)
  }

  /// The records of one word: those of any of its terms.
  static func records(of matches: [TermMatch], snapshot: IndexSnapshot, gate: FieldGate) -> Bitset {
    let postings = snapshot.postings
    var word = Bitset(count: snapshot.recordCount)
    let open = gate.isOpen
    // A term in every record (`cell` of a catalogue of cell phones) says it all.
    if open, matches.contains(where: { postings.range(of: $0.term).count == snapshot.recordCount }) {
      return Bitset(count: snapshot.recordCount, full: true)
    }
    for match in matches {
      if open {
        postings.insertRecords(of: match.term, into: &word)
      } else {
        postings.forEachPosting(of: match.term) { p, doc in
          if gate.allows(p, code: match.code, in: postings) { word.insert(Int(doc)) }
        }
      }
    }
    return word
  }
}
