/// Algolia's rule for long queries of optional words: when a query has four or more optional
/// words, the number of matched words a record needs grows as records are found. The first 1,000
/// records (in ranking order) need one matched word, the next 1,000 one more `step`, and so on;
/// `step` is 1 while `optionalWords` lists fewer than 10 words, else that count divided by 5
/// (rounded down). Without the rule a long query of optional words matches nearly everything.
enum OptionalWordsThreshold {
  /// Records found before the required count goes up.
  static let block = 1000

  /// The step, or nil when the rule does not apply (fewer than four optional words in the query).
  static func step(plan: QueryPlan, listed: Int) -> Int? {
    guard plan.optional.filter({ $0 }).count >= 4 else { return nil }
    return listed < 10 ? 1 : listed / 5
  }

  /// The candidates kept, walking `ranked` (best first): each needs `1 + step * (found / block)`
  /// matched words, `found` being the records kept before it.
  static func kept(ranked: [Int], matches: MatchSet, words: Int, step: Int) -> [Int] {
    let n = matches.count
    var kept: [Int] = []
    kept.reserveCapacity(min(n, ranked.count))
    for i in ranked {
      var matched = 0
      for w in 0..<words where matches.codes[w * n + i] != PlanMatcher.absent { matched += 1 }
      if matched >= 1 + step * (kept.count / block) { kept.append(i) }
    }
    return kept
  }
}
