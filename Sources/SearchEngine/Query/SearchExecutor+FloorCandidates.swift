import SearchModel

extension SearchExecutor {
  /// A one-word query's candidates through the attribute floors (`FloorCandidates`): those that
  /// can make its best `need`, and every record it matches (ascending), which the number of hits
  /// and the facet counts read. Nil when the query is not one the floors answer exactly as
  /// marking every posting would; the caller then runs `candidates(_:)`.
  ///
  /// The floors settle the page by the attribute criterion among the records without a typo, so
  /// everything else that decides which records match or which rank first must be out of the way:
  /// one plain word (no phrase, optional or excluded word), no filter, no geo search, no rule
  /// hiding records, every searchable attribute open, no synonym, no `distinct`, no
  /// `typoTolerance: min/strict` or `similarQuery`, a word whose terms are many and not a one- or
  /// two-letter prefix (`PrefixLists`), and a ranking that puts typo first and attribute next among
  /// the criteria that can differ between one word's records. The word split in two
  /// (`WordJoining`) is matched whole, as `candidates(_:)` matches it: few records have both halves.
  /// `terms`: the word's terms when the search has found them already.
  func floorCandidates(
    _ r: inout ResolvedParameters, need: Int, terms: QueryTerms? = nil
  ) throws(APIError) -> (matches: MatchSet, all: [UInt32])? {
    let snapshot = view.snapshot
    guard need > 0, r.words.count == 1, !r.plan.hasOptional, r.plan.excluded.isEmpty, r.plan.phrases.isEmpty,
      r.filters.isEmpty, r.optionalFilters == nil, r.geo == nil, r.geoAreas.isEmpty, r.hiddenDocs.isEmpty,
      r.gate.isOpen, r.distinct == 0, !r.wordsFirst, r.typoMode == .on || r.typoMode == .off,
      !(r.options.synonyms.enabled && !snapshot.synonymTable.isEmpty),
      snapshot.hasAttributeOrder, Self.ranksAttributeAfterTypo(view.settings.ranking)
    else { return nil }
    let terms = terms ?? QueryTerms(r, dictionary: snapshot.dictionary)
    let termMatches = terms.termMatches
    guard snapshot.prefixLists.list(covering: termMatches[0]) == nil else { return nil }
    // Checked before their sizes are read, as `candidates(_:)` would check them.
    try checkPostings(of: termMatches)
    let postingCount = termMatches[0].reduce(0) { $0 + snapshot.postings.range(of: $1.term).count }
    guard postingCount >= Self.floorMinPostings(recordCount: snapshot.recordCount),
      var matches = FloorCandidates.select(
        matches: termMatches[0], need: need, snapshot: snapshot, walk: customOrderWalk(r))
    else { return nil }
    try SearchCancellation.check()
    // Every record the word matches, by record number alone.
    var all = MatchedRecords.records(of: termMatches[0], snapshot: snapshot, gate: r.gate)
    try SearchCancellation.check()
    if r.typoMode != .off {
      // The word split in two (`WordJoining`), matched whole as `candidates(_:)` matches it: its
      // records the word itself does not match join the candidates with the split's marks, as
      // they join every match there (the others keep the word's own).
      for (found, mapping, words) in try joinedMatches(r, filter: nil) {
        let added = found.docs.indices.filter { !all.contains(Int(found.docs[$0])) }
        if added.isEmpty { continue }
        let only = found.selecting(added, words: words)
        matches = WordJoining.merge(matches, only, mapping: mapping, words: 1)
        for doc in only.docs { all.insert(Int(doc)) }
      }
    }
    r.alternativeForms = terms.alternativeForms
    return (matches, all.members())
  }

  /// How `FloorCandidates` reads a page in custom order for the search `r`: nil unless the ranking
  /// orders what ties on attribute by exact words, then the custom ranking stored with the index,
  /// and nothing after.
  private func customOrderWalk(_ r: ResolvedParameters) -> FloorCandidates.CustomOrderWalk? {
    let snapshot = view.snapshot
    let ranking = view.settings.ranking
    guard let attribute = ranking.firstIndex(of: .attribute), Array(ranking[(attribute + 1)...]) == [.exact, .custom],
      !view.settings.customRanking.isEmpty, view.settings.customRanking == snapshot.settings.customRanking,
      snapshot.customRanks.count == snapshot.recordCount
    else { return nil }
    let mode: UInt8 = r.exactOnSingleWord == "none" ? 0 : r.exactOnSingleWord == "word" ? 2 : 1
    return FloorCandidates.CustomOrderWalk(exactMode: mode) { set in
      ranker(of: set, for: r, scores: nil).withContext { context in (0..<set.count).map { context.exactWords($0) } }
    }
  }

  /// A word matching fewer postings than this is marked whole: it costs well under a millisecond.
  static func floorMinPostings(recordCount: Int) -> Int { max(4096, recordCount / 32) }

  /// True when `ranking` has typo before attribute and, before attribute, nothing a one-word query
  /// without filters or geo search can tell its records apart by (geo, words, filters, proximity).
  static func ranksAttributeAfterTypo(_ ranking: [RankingCriterion]) -> Bool {
    guard let attribute = ranking.firstIndex(of: .attribute), let typo = ranking.firstIndex(of: .typo), typo < attribute
    else { return false }
    return ranking[..<attribute].allSatisfy { [.typo, .geo, .words, .filters, .proximity].contains($0) }
  }
}
