extension FloorCandidates {
  /// What reading a word's page in custom order needs from the ranking: how exactness is
  /// counted for one word (`Ranker.exactMode`: 0 none, 1 a whole attribute value, 2 the word
  /// itself), and each candidate's exact words as the ranker counts them.
  struct CustomOrderWalk {
    var exactMode: UInt8
    var exactWords: (MatchSet) -> [Int]
  }

  /// Candidates looked up together in the walk: enough for each term's blocks to be decoded
  /// once for several of them.
  static let walkBatch = 256

  /// The page of a word whose lowest floor is in too many blocks to read them (`case`, the first
  /// word of 16,719 names on bestbuy-1m, in 4,434 of its 6,091 blocks), when the ranking orders
  /// what ties on the attribute by exact words, then the stored custom rank.
  ///
  /// No record has a key below the lowest floor, `floor`, and a record with it ranks by its exact
  /// words, then its custom rank. With `exactOnSingleWordQuery: attribute` (the default) the
  /// records that can be exact are those whose exact term is a whole attribute value, which only
  /// the position blocks flagged for it hold: they are marked first (in custom order, as many as
  /// the page needs), and those at the floor that are exact go to the page. The rest of it is the
  /// first records at the floor that are not exact, in custom order
  /// (`IndexSnapshot.recordsInCustomOrder`, ties by record as the ranker breaks them): the records
  /// without a typo are walked in that order, marked `walkBatch` at a time as the matcher marks
  /// them, until enough are found; every record after them ranks after them. With `word`, the page
  /// is the first records at the floor matched by an exact term. Nil when a walk takes more than
  /// `max(16 need, 4,096)` records, or the word has over 64 terms without a typo (each batch is
  /// looked up in all of them).
  ///
  /// Within a level of typos past the first (`typos`), no record is exact, and the records of the
  /// levels before (`excluded`) are left out.
  static func inCustomOrder(
    matches: [TermMatch], typos: UInt8 = 0, floor: Int, need: Int, excluded: Set<UInt32> = [], snapshot: IndexSnapshot,
    walk: CustomOrderWalk
  ) -> MatchSet? {
    let postings = snapshot.postings
    let order = snapshot.recordsInCustomOrder
    guard order.count == snapshot.recordCount else { return nil }
    let exactTerms = typos == 0 ? matches.filter { $0.code == 0 }.map(\.term) : []
    // Each batch is looked up in every term of the level: a prefix of hundreds is left to marking.
    let level = matches.filter { $0.code >> 1 == typos }
    guard level.count <= 64 else { return nil }
    let limit = max(16 * need, 4096)
    /// The records of `docs` (ascending) at the floor with `exact` exact words, with their marks
    /// (`Matcher.lookedUp` in the level's terms).
    func atFloor(_ docs: [UInt32], exact wanted: Int) -> [(doc: UInt32, mark: WordMark)] {
      let looked = Matcher.lookedUp(docs, in: level, snapshot: snapshot, gate: FieldGate())
      let marked = docs.indices.filter { looked.codes[$0] != PlanMatcher.absent }
      let set = MatchSet(
        docs: marked.map { docs[$0] }, codes: marked.map { looked.codes[$0] }, postings: marked.map { looked.refs[$0] },
        keys: marked.map { looked.keys[$0] })
      let exact = walk.exactWords(set)
      return exact.indices.compactMap { j in
        Int(set.keys[j]) == floor && exact[j] == wanted
          ? (set.docs[j], WordMark(code: set.codes[j], key: set.keys[j], posting: set.postings[j])) : nil
      }
    }
    /// The first `missing` records of `members` at the floor with `exact` exact words, walked in
    /// custom order (nil past `limit` records walked, or when cancelled); fewer when the members
    /// run out.
    func walked(_ members: Bitset, exact wanted: Int, missing: Int) -> [(doc: UInt32, mark: WordMark)]? {
      var found: [(doc: UInt32, mark: WordMark)] = []
      var batch: [UInt32] = []
      var count = 0
      for (step, doc) in order.enumerated() where members.contains(Int(doc)) {
        if SearchCancellation.isCancelled(atStep: step) { return nil }
        batch.append(doc)
        count += 1
        if batch.count == walkBatch {
          found += atFloor(batch.sorted(), exact: wanted)
          batch.removeAll(keepingCapacity: true)
          if found.count >= missing { return found }
          if count > limit { return nil }
        }
      }
      if !batch.isEmpty { found += atFloor(batch.sorted(), exact: wanted) }
      return found
    }
    var page: [(doc: UInt32, mark: WordMark)] = []
    var wanted = 0
    switch typos > 0 ? 0 : walk.exactMode {
    case 0: wanted = 0
    case 2: wanted = exactTerms.isEmpty ? 0 : 1
    default:
      // The records whose exact term is a whole attribute value somewhere (many for a brand's
      // name: `samsung`), walked in custom order for the exact ones at the floor.
      var capable = Bitset(count: snapshot.recordCount)
      var any = false
      for term in exactTerms {
        let range = postings.range(of: term)
        guard !range.isEmpty else { continue }
        for block in (range.lowerBound >> 7)...((range.upperBound - 1) >> 7) where postings.mayHaveSingleWordFlag(block << 7) {
          postings.forEachPosting(of: term, postings: (block << 7)..<((block + 1) << 7)) { posting, doc in
            if postings.positionLocation(of: posting).contains(where: { $0 & IndexLayout.singleWordFlag != 0 }) {
              capable.insert(Int(doc))
              any = true
            }
          }
        }
      }
      if any {
        guard let exact = walked(capable, exact: 1, missing: need) else { return nil }
        page = exact
        if page.count >= need { return matchSet(page) }
      }
    }
    var inLevel = Bitset(count: snapshot.recordCount)
    for match in matches where match.code >> 1 == typos {
      postings.forEachPosting(of: match.term) { _, doc in inLevel.insert(Int(doc)) }
    }
    if !excluded.isEmpty { inLevel.formFilter { !excluded.contains(UInt32($0)) } }
    guard let found = walked(inLevel, exact: wanted, missing: need - page.count), found.count >= need - page.count
    else { return nil }
    return matchSet(page + found)
  }

  /// The one-word `MatchSet` of `records`, in record order.
  private static func matchSet(_ records: [(doc: UInt32, mark: WordMark)]) -> MatchSet {
    let records = records.sorted { $0.doc < $1.doc }
    return MatchSet(
      docs: records.map(\.doc), codes: records.map(\.mark.code), postings: records.map(\.mark.posting),
      keys: records.map(\.mark.key))
  }

  /// A word's mark in one record, as the matcher marks it.
  struct WordMark: Sendable {
    var code: UInt8
    var key: UInt16
    var posting: UInt32
  }
}
