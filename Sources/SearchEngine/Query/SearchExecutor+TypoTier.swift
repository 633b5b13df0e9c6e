import SearchModel

extension SearchExecutor {
  /// The candidates of a search whose page holds only records with the fewest typos: those
  /// records, marked for ranking exactly as `candidates(_:)` marks them, and every record the
  /// search matches (ascending), which the number of hits and the facet counts read. Nil when the
  /// search is not one this answers exactly as `candidates(_:)` would, or when fewer than `need`
  /// records have the fewest typos; the caller then runs `candidates(_:)`.
  ///
  /// With typo the first criterion of the ranking, a record whose words match with the fewest
  /// typos each (none for a word in the dictionary, one for `acessories`) ranks above every
  /// record where one word needs more. When at least `need` records are in that tier, the page
  /// comes from them alone, and the terms further from a query word need not be marked: their
  /// records are only counted. Those terms are often common words of their own (`case` is a typo
  /// away from `care`, `cast` and `cases`; `phones` from `phone`), whose postings were much of the
  /// marking of a broad query.
  ///
  /// A record of the tier keeps the marks it has in `candidates(_:)`: its best code, then its
  /// best attribute key among that code's postings, come from its word's terms in the tier. A
  /// record that only a joined or split word (`WordJoining`) finds joins the tier with that
  /// alternative's marks when they have no more typos, as it joins every match there.
  ///
  /// Out of the way it must be: a ranking with anything but `geo` and `words` before typo (neither
  /// can differ here), optional words, phrases, `distinct`, `similarQuery`, synonyms, geo search,
  /// optional filters, and `typoTolerance` other than true (`min` and `strict` keep records by
  /// their typos).
  ///
  /// `terms`: the words' terms when the search has found them already.
  func typoTierCandidates(
    _ r: inout ResolvedParameters, need: Int, terms: QueryTerms? = nil
  ) throws(APIError) -> (matches: MatchSet, all: [UInt32])? {
    let snapshot = view.snapshot
    guard need > 0, !r.words.isEmpty, r.typoMode == .on, !r.plan.hasOptional, r.plan.phrases.isEmpty, r.distinct == 0,
      !r.wordsFirst, r.geo == nil, r.geoAreas.isEmpty, r.optionalFilters == nil,
      !(r.options.synonyms.enabled && !snapshot.synonymTable.isEmpty),
      Self.ranksTypoFirst(view.settings.ranking)
    else { return nil }
    let terms = terms ?? QueryTerms(r, dictionary: snapshot.dictionary)
    let termMatches = terms.termMatches
    // A one- or two-letter prefix is marked from its list (`PrefixLists`) in `candidates(_:)`.
    if r.words.count == 1, r.gate.isOpen, snapshot.prefixLists.list(covering: termMatches[0]) != nil { return nil }
    // Each word's terms with its fewest typos: together, the records with the fewest typos.
    let fewest = termMatches.map { $0.map(\.typos).min() ?? 0 }
    let tier = zip(termMatches, fewest).map { matches, fewest in matches.filter { $0.typos == fewest } }
    try checkPostings(of: termMatches)
    let postings = snapshot.postings
    func count(_ matches: [TermMatch]) -> Int { matches.reduce(0) { $0 + postings.range(of: $1.term).count } }
    let fullCounts = termMatches.map(count)
    let tierCounts = tier.map(count)
    let leftWhole = tier.indices.map { tier[$0].count == 1 && termMatches[$0].count > 1 }
    guard tierCounts.allSatisfy({ $0 >= need }),
      Self.tierRepaysCounting(
        fullCounts: fullCounts, tierCounts: tierCounts, leftWhole: leftWhole, recordCount: snapshot.recordCount)
    else { return nil }
    let filter = try recordFilter(&r)
    if let filter, filter.cardinality < need { return nil }
    var matches = PlanMatcher.match(plan: r.plan, termMatches: tier, snapshot: snapshot, filter: filter, gate: r.gate)
    try SearchCancellation.check()
    guard matches.count >= need else { return nil }
    var all = MatchedRecords.all(termMatches, snapshot: snapshot, filter: filter, gate: r.gate)
    try SearchCancellation.check()
    // Splitting and concatenation, in the order `candidates(_:)` merges them: a record found by
    // an earlier one, or by the words themselves, keeps those marks.
    let words = r.words.count
    let tierTypos = fewest.reduce(0, +)
    for (found, mapping, alternativeWords) in try joinedMatches(r, filter: filter) {
      let n = found.count
      let added = (0..<n).filter { !all.contains(Int(found.docs[$0])) }
      if added.isEmpty { continue }
      // Those with no more typos than the tier's records join them: they rank with them or above.
      let inTier = added.filter { i in
        mapping.reduce(0) { $0 + Int(found.codes[$1 * n + i] >> 1) } <= tierTypos
      }
      if !inTier.isEmpty {
        matches = WordJoining.merge(
          matches, found.selecting(inTier, words: alternativeWords), mapping: mapping, words: words)
      }
      for i in added { all.insert(Int(found.docs[i])) }
    }
    r.alternativeForms = terms.alternativeForms
    return (matches, all.members())
  }

  /// Whether leaving terms out of the marking saves more than counting every record costs: the
  /// count reads every posting of the query's terms once more, about an eighth of what marking a
  /// posting costs.
  ///
  /// The matcher marks every posting of the word it starts from (the fewest postings), but of a
  /// later word only those of records still candidates: a posting left out of the first word
  /// saves a mark, one of a later word a mark for the share of records the first one has. A first
  /// word left with one term (`leftWhole`) saves every mark: its postings are then the candidates,
  /// copied. Measured on bestbuy-1m, one core: `apple iphone` (27,765 of `apple`'s 590,792
  /// postings left out, `apple` left whole) 39 -> 32 ms, `accessoires protection` (the first
  /// word's 238,694) 49 -> 42 ms, `case for` (`case`'s 590,890, the later word of two in most
  /// records) 47 -> 41 ms; `whhich protection` (`protection`'s, the later word, in 41% of the
  /// records) 24 -> 26 ms and `wgich accessories` (5,540) 30 -> 32 ms served, so they are not.
  static func tierRepaysCounting(fullCounts: [Int], tierCounts: [Int], leftWhole: [Bool], recordCount: Int) -> Bool {
    guard let first = fullCounts.indices.min(by: { fullCounts[$0] < fullCounts[$1] }), recordCount > 0 else {
      return false
    }
    let share = min(1, Double(fullCounts[first]) / Double(recordCount))
    var saved = Double(fullCounts[first] - tierCounts[first]) + (leftWhole[first] ? Double(tierCounts[first]) : 0)
    for w in fullCounts.indices where w != first {
      saved += Double(fullCounts[w] - tierCounts[w]) * share
    }
    return saved * 8 >= Double(fullCounts.reduce(0, +))
  }

  /// True when `ranking` ranks by typo before anything but geo and words, which a search without
  /// geo search or optional words cannot tell its records apart by.
  static func ranksTypoFirst(_ ranking: [RankingCriterion]) -> Bool {
    guard let typo = ranking.firstIndex(of: .typo) else { return false }
    return ranking[..<typo].allSatisfy { $0 == .geo || $0 == .words }
  }
}
