/// Matches a `QueryPlan`: every required word (through `Matcher`), optional words where a record
/// has them, and phrases as consecutive words in one attribute.
///
/// A plan with neither optional words nor phrases is `Matcher.match` itself. Optional words cost a
/// marking pass per word over its postings; a word a record lacks gets code `absent` in the
/// `MatchSet`, which the ranking skips and the `words` criterion counts.
enum PlanMatcher {
  /// The code of a word a record does not contain (optional words only).
  static let absent: UInt8 = 0xFF

  /// `prefixList`: as `Matcher.match` takes it (a plan of one required word).
  static func match(
    plan: QueryPlan, termMatches: [[TermMatch]], snapshot: IndexSnapshot, filter: Bitset?, gate: FieldGate,
    prefixList: Int? = nil
  ) -> MatchSet {
    let words = plan.words
    guard plan.hasOptional else {
      let matches = Matcher.match(
        words: words, termMatches: termMatches, snapshot: snapshot, filter: filter, gate: gate, prefixList: prefixList)
      return plan.phrases.isEmpty ? matches : keepPhrases(plan, matches, snapshot: snapshot)
    }
    let postings = snapshot.postings
    let required = words.indices.filter { !plan.optional[$0] }
    var docs: [UInt32]
    if !required.isEmpty {
      docs = Matcher.match(
        words: required.map { words[$0] }, termMatches: required.map { termMatches[$0] }, snapshot: snapshot,
        filter: filter, gate: gate
      ).docs
    } else {
      // Every word optional: a record needs one of them.
      var any = Bitset(count: snapshot.recordCount)
      for matches in termMatches {
        for match in matches {
          postings.forEachPosting(of: match.term) { p, doc in
            if gate.allows(p, code: match.code, in: postings) { any.insert(Int(doc)) }
          }
        }
      }
      if let filter { any.formIntersection(filter) }
      docs = any.members()
    }
    let n = docs.count
    if n == 0 { return MatchSet(docs: [], codes: [], postings: []) }
    var codes = [UInt8](repeating: absent, count: words.count * n)
    var refs = [UInt32](repeating: 0, count: words.count * n)
    var keys = [UInt16](repeating: 0, count: words.count * n)
    let scratch = snapshot.markScratch.borrow(recordCount: snapshot.recordCount)
    defer { snapshot.markScratch.giveBack(scratch) }
    let candidates = Bitset(count: snapshot.recordCount, members: docs)
    for w in words.indices {
      if SearchCancellation.isCancelled { return MatchSet(docs: [], codes: [], postings: []) }
      scratch.reset()  // `absent` is the unmarked code
      snapshot.attributeRanks.withUnsafeBufferPointer { ranks in
        for match in termMatches[w] {
          scratch.mark(match, postings: postings, gate: gate, ranks: ranks, candidates: candidates)
        }
      }
      for (i, doc) in docs.enumerated() {
        codes[w * n + i] = scratch.codes[Int(doc)]
        refs[w * n + i] = scratch.refs[Int(doc)]
        keys[w * n + i] = scratch.keys[Int(doc)]
      }
    }
    let matches = MatchSet(docs: docs, codes: codes, postings: refs, keys: keys)
    return plan.phrases.isEmpty ? matches : keepPhrases(plan, matches, snapshot: snapshot)
  }

  /// The candidates in which each phrase's words follow each other in one attribute (a phrase
  /// with a word made optional and missing is not required).
  static func keepPhrases(_ plan: QueryPlan, _ matches: MatchSet, snapshot: IndexSnapshot) -> MatchSet {
    let n = matches.count
    let postings = snapshot.postings
    let mask = ~IndexLayout.singleWordFlag
    var kept: [Int] = []
    kept.reserveCapacity(n)
    candidates: for i in 0..<n {
      for phrase in plan.phrases {
        if phrase.contains(where: { matches.codes[$0 * n + i] == absent }) { continue }
        let found = postings.withPositions(of: Int(matches.postings[phrase.lowerBound * n + i])) { first in
          starts: for start in first {
            let origin = start & mask
            for (offset, w) in phrase.enumerated().dropFirst() {
              let follows = postings.withPositions(of: Int(matches.postings[w * n + i])) { next in
                next.contains(where: { $0 & mask == origin + UInt32(offset) })
              }
              if !follows { continue starts }
            }
            return true
          }
          return false
        }
        if !found { continue candidates }
      }
      kept.append(i)
    }
    return kept.count == n ? matches : matches.selecting(kept, words: plan.words.count)
  }
}
