import Foundation
import SearchModel

/// Runs one search on one index view and assembles Algolia's response.
///
/// Filters → candidate records (query words intersected) → ranking of only as many records as
/// the page needs → facet counts over every candidate → records decoded, trimmed and highlighted
/// for the returned page only.
struct SearchExecutor {
  let view: IndexView
  /// "Now" for the rules' validity ranges.
  var clock = RuleClock.system
  /// Where the pages of a search already run are read from (none: every search runs whole).
  var cache: SearchResultCache?
  /// Every search marks and ranks every record it matches (`candidates(_:)`), never a page's
  /// candidates alone (`floorCandidates`, `typoTierCandidates`): the reference answer those are
  /// specified against, which must be the same.
  var marksEveryMatch = false

  /// The records matching `r` (query and filters), before ranking. A query matching nothing is
  /// relaxed as `removeWordsIfNoResults` says, and `r.plan` becomes the plan that matched.
  /// `terms`: the words' terms when the search has found them already.
  func candidates(_ r: inout ResolvedParameters, terms: QueryTerms? = nil) throws(APIError) -> MatchSet {
    let snapshot = view.snapshot
    let filter = try recordFilter(&r)
    let terms = terms ?? QueryTerms(r, dictionary: snapshot.dictionary)
    var termMatches = terms.termMatches
    r.alternativeForms = terms.alternativeForms
    // Synonyms: none defined (or `synonyms: false`) costs this one test.
    let synonymTable = snapshot.synonymTable
    let useSynonyms = r.options.synonyms.enabled && !synonymTable.isEmpty
    if useSynonyms {
      r.synonymForms = SynonymExpansion.extend(
        &termMatches, plan: r.plan, table: synonymTable, dictionary: snapshot.dictionary, options: r.options.synonyms)
    }
    // One word that is a broad prefix of one or two letters: its prefix terms are marked from their
    // list (`PrefixLists`), so only the list and the word's other terms are read.
    let prefixList =
      r.words.count == 1 && r.gate.isOpen && !r.plan.hasOptional
      ? snapshot.prefixLists.list(covering: termMatches[0]) : nil
    if let prefixList {
      try checkPrefixList(prefixList)
      try checkPostings(of: [termMatches[0].filter { $0.code != 1 }])
    } else {
      try checkPostings(of: termMatches)
    }
    var matches = PlanMatcher.match(
      plan: r.plan, termMatches: termMatches, snapshot: snapshot, filter: filter, gate: r.gate, prefixList: prefixList)
    // A cancelled matcher stops early with no candidates: not a reason to relax the query.
    try SearchCancellation.check()
    if r.typoMode != .off {
      // Splitting and concatenation: `iphone se` finds `iphonese`, `smartphone` finds `smart phone`.
      for (found, mapping, _) in try joinedMatches(r, filter: filter) {
        matches = WordJoining.merge(matches, found, mapping: mapping, words: r.words.count)
      }
    }
    if useSynonyms {
      for alternative in SynonymExpansion.alternatives(
        of: r.plan, termMatches: termMatches, table: synonymTable, dictionary: snapshot.dictionary,
        options: r.options.synonyms)
      {
        try checkPostings(of: alternative.termMatches)
        let found = PlanMatcher.match(
          plan: alternative.plan, termMatches: alternative.termMatches, snapshot: snapshot, filter: filter, gate: r.gate)
        try SearchCancellation.check()
        if found.count > 0 { r.synonymPhraseForms.merge(alternative.forms) { first, _ in first } }
        matches = WordJoining.merge(matches, found, mapping: alternative.mapping, words: r.words.count)
      }
    }
    if matches.count == 0 && !r.words.isEmpty {
      // A relaxed plan reads every term's postings, those a prefix list stood for too.
      if prefixList != nil { try checkPostings(of: termMatches) }
      var step = 1
      while let relaxed = r.plan.relaxed(r.options.wordRemoval, step: step) {
        matches = PlanMatcher.match(plan: relaxed, termMatches: termMatches, snapshot: snapshot, filter: filter, gate: r.gate)
        try SearchCancellation.check()
        if matches.count > 0 {
          r.removedWords = relaxed.optional.indices.filter { relaxed.optional[$0] && !r.plan.optional[$0] }
          r.plan = relaxed
          break
        }
        step += 1
      }
    }
    if (r.typoMode == .min || r.typoMode == .strict) && !r.words.isEmpty && matches.count > 0 {
      let n = matches.count
      var typos = [Int](repeating: 0, count: n)
      for w in 0..<r.words.count {
        for i in 0..<n where matches.codes[w * n + i] != PlanMatcher.absent { typos[i] += Int(matches.codes[w * n + i] >> 1) }
      }
      let fewest = typos.min() ?? 0
      let allowed = r.typoMode == .min ? fewest : fewest + 1
      let kept = typos.indices.filter { typos[$0] <= allowed }
      if kept.count != n { matches = matches.selecting(kept, words: r.words.count) }
    }
    return matches
  }

  /// The records a search may return whatever its words (nil: every record): its filters, its
  /// geo search (`r.geo` learns its automatic radius here), the records rules hide and those
  /// holding an excluded word.
  func recordFilter(_ r: inout ResolvedParameters) throws(APIError) -> Bitset? {
    let snapshot = view.snapshot
    let evaluator = FilterEvaluator(snapshot: snapshot, settings: view.settings)
    var filter: Bitset? = r.filters.isEmpty ? nil : try evaluator.evaluate(r.filters)
    if var geo = r.geo {
      let inside = geo.recordsInside(of: snapshot, minimum: r.minimumAroundRadius)
      r.geo = geo
      if filter == nil { filter = inside } else { filter!.formIntersection(inside) }
    }
    if !r.geoAreas.isEmpty {
      let inside = GeoArea.records(inside: r.geoAreas, of: snapshot)
      if filter == nil { filter = inside } else { filter!.formIntersection(inside) }
    }
    if !r.hiddenDocs.isEmpty {
      var kept = Bitset(count: snapshot.recordCount)
      for doc in r.hiddenDocs { kept.insert(doc) }
      kept.invert()
      if filter == nil { filter = kept } else { filter!.formIntersection(kept) }
    }
    if !r.plan.excluded.isEmpty {
      var kept = Bitset(count: snapshot.recordCount)
      for word in r.plan.excluded {
        guard let term = snapshot.dictionary.find(Array(word.utf8)) else { continue }
        try checkPostings(of: [[TermMatch(term: term, code: 0)]])
        snapshot.postings.forEachPosting(of: term) { _, doc in kept.insert(Int(doc)) }
      }
      kept.invert()
      if filter == nil { filter = kept } else { filter!.formIntersection(kept) }
    }
    return filter
  }

  /// The records of each of the query's words joined or split (`WordJoining`), matched whole,
  /// with how the query's words map to the alternative's and how many words the alternative has.
  func joinedMatches(
    _ r: ResolvedParameters, filter: Bitset?
  ) throws(APIError) -> [(found: MatchSet, mapping: [Int], words: Int)] {
    let snapshot = view.snapshot
    var result: [(found: MatchSet, mapping: [Int], words: Int)] = []
    for alternative in WordJoining.alternatives(of: r.plan, in: snapshot.dictionary) {
      let alternativeMatches = alternative.plan.words.map { TermMatcher.matches(for: $0, in: snapshot.dictionary) }
      try checkPostings(of: alternativeMatches)
      let found = PlanMatcher.match(
        plan: alternative.plan, termMatches: alternativeMatches, snapshot: snapshot, filter: filter, gate: r.gate)
      try SearchCancellation.check()
      result.append((found, alternative.mapping, alternative.plan.words.count))
    }
    return result
  }

  /// Checks the postings of the matched terms before anything reads them (once per term and
  /// snapshot): a damaged posting table is the corrupt-index error, never a read out of bounds.
  func checkPostings(of termMatches: [[TermMatch]]) throws(APIError) {
    let snapshot = view.snapshot
    guard snapshot.postingCheck.verify(termMatches.joined().lazy.map(\.term)) else {
      let error = IndexFormatError(path: snapshot.directory + "/" + IndexLayout.text, reason: "inconsistent posting tables")
      throw APIError(message: "Index \(view.name) is corrupt: \(error)", status: 500)
    }
  }

  /// Checks prefix list `list` before the matcher reads it (once per list and snapshot).
  private func checkPrefixList(_ list: Int) throws(APIError) {
    let snapshot = view.snapshot
    guard snapshot.prefixLists.verify(list) else {
      let error = IndexFormatError(path: snapshot.directory + "/" + IndexLayout.text, reason: "inconsistent prefix lists")
      throw APIError(message: "Index \(view.name) is corrupt: \(error)", status: 500)
    }
  }

  /// The ranker of `matches` for the search `r` (`scores`: its filters' scores, if any).
  func ranker(of matches: MatchSet, for r: ResolvedParameters, scores: [UInt16]?) -> Ranker {
    Ranker(
      snapshot: view.snapshot, settings: view.settings, matches: matches, words: r.words, geo: r.geo,
      filterScores: scores, exactOnSingleWord: r.exactOnSingleWord,
      typoFirst: r.typoMode == .min || r.typoMode == .strict, wordsFirst: r.wordsFirst, optionalWords: r.plan.hasOptional,
      minProximity: r.minProximity, attributeByProximity: r.options.attributeByMinProximity,
      noExactAttributes: r.options.noExactAttributes)
  }

  /// The candidates a page of `need` records can come from, when they are fewer than every match
  /// and can be found without marking every match (`floorCandidates`, `typoTierCandidates`), and
  /// every record matched; nil when `candidates(_:)` must mark them all. The floors serve pages
  /// ending within the first 1,000 results (`pageEnd`).
  private func fewerCandidates(
    _ r: inout ResolvedParameters, need: Int, pageEnd: Int, terms: QueryTerms
  ) throws(APIError) -> (matches: MatchSet, all: [UInt32])? {
    if pageEnd <= 1000, let found = try floorCandidates(&r, need: need, terms: terms) { return found }
    return try typoTierCandidates(&r, need: need, terms: terms)
  }

  /// Runs the search.
  func search(_ parameters: SearchParameters) throws(APIError) -> SearchResponse {
    let started = DispatchTime.now()
    let rules = try RuleStage.outcome(parameters, view: view, now: clock.seconds())
    let effective = rules?.parameters ?? parameters
    let similar = try SimilarQuery.apply(to: effective)
    var r = try ResolvedParameters(similar.parameters, view: view)
    r.wordsFirst = similar.wordsFirst
    let snapshot = view.snapshot
    if let rules { r.hiddenDocs = rules.hidden.compactMap(snapshot.doc(objectID:)) }
    let key = cache.map { _ in SearchResultCache.Key(view: view, parameters: effective, rules: rules) }
    let cached = key.flatMap { cache?.entry(for: $0, snapshot: snapshot) }
    var matches: MatchSet
    let scores: [UInt16]?
    let limit = view.settings.paginationLimitedTo
    // Clamped so absurd pages or offsets cannot overflow; anything past the limit is empty anyway.
    let first = min(r.offset ?? min(r.page, 1_000_000) * r.hitsPerPage, 1_000_000_000)
    let count = r.offset != nil ? (r.length ?? r.hitsPerPage) : r.hitsPerPage
    let end = min(first + count, limit)
    // Every record matched, when `matches` holds only those the page can come from.
    var counted: [UInt32]?
    if let cached {
      // Another page of a search already run: what it found, with this request's page.
      let asked = r
      r = cached.resolved
      (r.page, r.hitsPerPage, r.offset, r.length) = (asked.page, asked.hitsPerPage, asked.offset, asked.length)
      matches = cached.matches
      scores = cached.scores
    } else {
      let terms = QueryTerms(r, dictionary: snapshot.dictionary)
      if !marksEveryMatch, rules == nil, end > first,
        let found = try fewerCandidates(&r, need: cache != nil ? end + count : end, pageEnd: end, terms: terms)
      {
        (matches, counted) = (found.matches, found.all)
      } else {
        matches = try candidates(&r, terms: terms)
        try SearchCancellation.check()
      }
      let evaluator = FilterEvaluator(snapshot: snapshot, settings: view.settings)
      scores = try evaluator.scores(
        [r.filters] + (r.optionalFilters.map { [$0] } ?? []), sumOrFiltersScores: r.sumOrFiltersScores)
    }
    func makeRanker() -> Ranker { self.ranker(of: matches, for: r, scores: scores) }
    var ranker = makeRanker()
    if cached == nil, let step = OptionalWordsThreshold.step(plan: r.plan, listed: r.options.optionalWords.count),
      matches.count > OptionalWordsThreshold.block
    {
      let kept = OptionalWordsThreshold.kept(ranked: ranker.sortedAll(), matches: matches, words: r.words.count, step: step)
      try SearchCancellation.check()  // a cancelled ranking stops early with a partial order
      if kept.count < matches.count {
        matches = matches.selecting(kept.sorted(), words: r.words.count)
        ranker = makeRanker()
      }
    }

    let pinned = try PinnedRecords(rules: rules, resolved: r, view: view, matches: matches)
    var ordered: [Int]
    var nbHits = counted?.count ?? matches.count
    // The best candidates the page needs (pinned records may push matches down).
    let needed = end > first ? end + pinned.count : 0
    if let cached, cached.isCompleteOrder || cached.ordered.count >= needed {
      ordered = cached.isCompleteOrder ? cached.ordered : Array(cached.ordered.prefix(needed))
      nbHits = cached.nbHits
    } else if r.distinct > 0 {
      ordered = []
      var perKey: [UInt32: Int] = [:]
      for i in ranker.sortedAll() {
        let key = snapshot.distinctKeys[Int(matches.docs[i])]
        if key != UInt32.max {
          let seen = perKey[key, default: 0]
          if seen >= r.distinct { continue }
          perKey[key] = seen + 1
        }
        ordered.append(i)
      }
      nbHits = ordered.count
    } else {
      // With a cache, one page more than asked: an infinite-scrolling hits list (live mode's, an
      // InstantSearch front end's) asks for the next page as soon as the first shows, and reads it
      // from the cache instead of ranking every candidate again (9 ms for a first letter on 1M
      // records); selecting 40 rather than 20 runs the same passes.
      ordered = ranker.top(cache != nil && needed > 0 ? needed + count : needed)
    }
    nbHits += pinned.addedHits
    let pageSlice = pinned.page(of: ordered, from: first, to: end)

    try SearchCancellation.check()
    var response = SearchResponse()
    let highlighter = WordHighlighter(
      words: r.words, preTag: r.preTag, postTag: r.postTag,
      alternatives: r.alternativeForms.merging(r.synonymForms.merging(r.synonymPhraseForms) { a, _ in a }) { a, _ in a },
      normalization: snapshot.normalization,
      replacements: r.options.replaceSynonymsInHighlight ? r.synonymReplacements : [:])
    let builder = HighlightBuilder(highlighter: highlighter, ellipsis: r.ellipsis, restrictArrays: r.restrictArrays)
    for entry in pageSlice {
      let doc = entry.doc
      let record: JSONObject
      do {
        record = try snapshot.record(doc)
      } catch {
        throw APIError(message: "Index \(view.name) is corrupt: \(error)", status: 500)
      }
      var hit = RecordProjection.retrieve(
        record, attributes: r.attributesToRetrieve, unretrievable: view.settings.unretrievable)
      if !r.attributesToHighlight.isEmpty {
        hit["_highlightResult"] = .object(builder.highlightResult(record, attributes: r.attributesToHighlight))
      }
      if !r.attributesToSnippet.isEmpty {
        hit["_snippetResult"] = .object(builder.snippetResult(record, attributes: r.attributesToSnippet))
      }
      if r.getRankingInfo {
        // A promoted record the query does not match has no figures of its own: zeros, so the
        // object keeps every field Algolia's clients require.
        var info = RankingInfoEncoder.encode(entry.match.map { ranker.figures($0) } ?? RankingFigures())
        if entry.isPromoted, case .object(var object) = info {
          object["promoted"] = .bool(true)
          info = .object(object)
        }
        hit["_rankingInfo"] = info
      }
      response.hits.append(hit)
    }

    response.nbHits = nbHits
    let reachable = min(nbHits, limit)
    if r.offset != nil {
      response.offset = first
      response.length = count
    } else {
      response.page = r.page
      response.hitsPerPage = r.hitsPerPage
    }
    response.nbPages = r.hitsPerPage > 0 ? (reachable + r.hitsPerPage - 1) / r.hitsPerPage : 0
    response.exhaustiveNbHits = true
    // The query as typed: a rule's edit shows in `params` (and `parsedQuery`), not here.
    response.query = parameters.query ?? ""
    if r.options.wordRemoval == .lastWords || r.options.wordRemoval == .firstWords {
      response.extra["queryAfterRemoval"] = .string(r.queryAfterRemoval)
    }
    response.params = effective.urlEncodedString
    if !r.facets.isEmpty {
      if let cached {
        response.facets = cached.facets
        response.facetsStats = cached.facetsStats
      } else {
        try SearchCancellation.check()
        // After distinct: the records it kept (every one of them, not only the page's).
        let counted =
          r.facetingAfterDistinct && r.distinct > 0 ? ordered.map { matches.docs[$0] }.sorted() : counted ?? matches.docs
        let tally = FacetTally(attributes: r.facets, docs: counted, snapshot: snapshot)
        // A cancelled count stops early with partial counts: they must not be answered.
        try SearchCancellation.check()
        response.facets = FacetCounter.counts(tally, maxValues: r.maxValuesPerFacet, alphabetical: r.alphabeticalFacets)
        let stats = FacetCounter.stats(attributes: r.facets, docs: counted, snapshot: snapshot, tally: tally)
        if !stats.isEmpty { response.facetsStats = stats }
      }
      response.exhaustiveFacetsCount = true
    }
    if r.getRankingInfo {
      response.extra["serverUsed"] = .string("local")
      response.extra["indexUsed"] = .string(view.name)
      response.extra["parsedQuery"] = .string(r.words.map(\.text).joined(separator: " "))
    }
    if let renderingContent = rules?.renderingContent ?? r.renderingContent {
      response.extra["renderingContent"] = renderingContent
    }
    if let rules {
      if !rules.userData.isEmpty { response.extra["userData"] = .array(rules.userData) }
      if r.getRankingInfo && !rules.applied.isEmpty {
        response.extra["appliedRules"] = .array(rules.applied.map { .object(["objectID": .string($0)]) })
      }
    }
    if let geo = r.geo {
      response.extra["aroundLatLng"] = .string("\(JSONValue.numberText(geo.center.lat)),\(JSONValue.numberText(geo.center.lng))")
      if geo.isRadiusAutomatic, let radius = geo.radius { response.extra["automaticRadius"] = .string(String(Int(radius))) }
    }
    // Not a search through the floors: its candidates are not every match, which another page
    // ranks again.
    if let cache, let key, counted == nil, cached?.ordered.count ?? -1 < ordered.count {
      // A complete search (a cancelled one threw before here), or a longer order than stored.
      let entry = SearchResultCache.Entry(
        resolved: r, matches: matches, scores: scores, ordered: ordered,
        isCompleteOrder: r.distinct > 0 || ordered.count >= matches.count, nbHits: nbHits - pinned.addedHits,
        facets: response.facets, facetsStats: response.facetsStats)
      cache.store(entry, for: key, snapshot: snapshot)
    }
    let elapsed = DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds
    response.processingTimeMS = max(1, Int(elapsed / 1_000_000))
    return response
  }
}
