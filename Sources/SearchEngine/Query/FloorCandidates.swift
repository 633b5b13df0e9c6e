/// The records that can make the page of a one-word query, found through the attribute floors
/// (`IndexSnapshot.attributeFloors`) instead of marking and ranking every record the word matches.
///
/// With Algolia's default ranking, a one-word query's page is its records without a typo with the
/// best attribute keys (the attribute criterion; then exact, custom ranking and the record number
/// break ties). The word's postings without a typo (its exact and prefix terms) are read block by
/// block, lowest floor first: a block's floor is no worse than any of its postings' keys, so once
/// `need` records have keys below the next block's floor, every record of the page is among those
/// read, with its key. Those records (exactly as `Matcher` would mark them: a record's best code,
/// then that code's best key, ties to the earlier term) go to the `Ranker`, which orders them as
/// it would have ordered every candidate. On bestbuy-1m `with` has 965k postings in 7,543 blocks;
/// the page of 20 is settled by the few dozen blocks whose floor is a name's second word.
///
/// What the page does not say, the number of records and the facet counts, still reads every
/// record's number (`SearchExecutor.floorCandidates`), not its positions.
enum FloorCandidates {
  /// Postings read before the floors give up (the caller then marks every posting): past a
  /// quarter of the word's, reading them block by block (each one's key, then a sort) costs about
  /// what marking all of them does. An eighth left `prtoect` (1,027 of its 7,563 blocks at its
  /// lowest floor) to marking on bestbuy-1m: 24 ms against 13 through the floors, and the
  /// one-word queries of the bench took 10% less in all with a quarter, none slower beyond the
  /// noise. With half, some gained again (`easiy` 9.7 to 5.5 ms), others lost (`pocket` 3.4 to
  /// 4.2): reading half of a word and then giving up costs as much as the marking after it.
  static func budget(of postings: Int) -> Int { max(postings / 4, 4096) }

  /// A posting read: its record, its key and code, and its term's place in the word's matches
  /// (equal keys of one code go to the earlier term, as marking them in that order does).
  private struct Read {
    var doc: UInt32
    var posting: UInt32
    var key: UInt16
    var code: UInt8
    var match: UInt32

    /// The order in which a record's postings compete for its mark (`Matcher`), record first.
    static func precedes(_ a: Read, _ b: Read) -> Bool {
      (a.doc, a.code, a.key, a.match) < (b.doc, b.code, b.key, b.match)
    }
  }

  /// The candidates (a `MatchSet` of one word) holding every record of the best `need` of
  /// `matches` (the terms of the query's only word), or nil when more than `budget` postings would
  /// have to be read, or when fewer than `need` records match.
  ///
  /// The records with the fewest typos rank first: a level of typos (exact and prefix terms, then
  /// those of one typo, then of two) whose postings are fewer than the page's places left goes to
  /// the candidates whole, and the page's rest comes from the next level through its floors (a
  /// misspelling: `iphhone` has no record without a typo, and its page is among the records of
  /// `iphone`). When the lowest floor alone is in too many blocks to read, `walk` (if given) reads
  /// the page in custom order instead (`inCustomOrder`).
  static func select(matches: [TermMatch], need: Int, snapshot: IndexSnapshot, walk: CustomOrderWalk? = nil) -> MatchSet? {
    let postings = snapshot.postings
    guard need > 0, snapshot.attributeFloors.count == PositionBlockCodec.blockCount(postings.count) else { return nil }
    var lower = MatchSet(docs: [], codes: [], postings: [], keys: [])
    var excluded = Set<UInt32>()
    for typos in Set(matches.map { $0.code >> 1 }).sorted() {
      let level = matches.indices.filter { matches[$0].code >> 1 == typos }
      let missing = need - lower.count
      let total = level.reduce(0) { $0 + postings.range(of: matches[$1].term).count }
      if total >= missing {
        let found = select(
          matches: matches, level: level, typos: typos, need: missing, excluded: excluded, snapshot: snapshot, walk: walk)
        return found.map { lower.count == 0 ? $0 : WordJoining.merge(lower, $0, mapping: [0], words: 1) }
      }
      // Fewer records than places left: every one of them, marked as the matcher marks them.
      var read: [Read] = []
      snapshot.attributeRanks.withUnsafeBufferPointer { ranks in
        for m in level {
          postings.forEachPosting(of: matches[m].term) { posting, doc in
            guard !excluded.contains(doc) else { return }
            let key = AttributeKey.stored(postings.firstPosition(of: posting), table: ranks)
            read.append(Read(doc: doc, posting: UInt32(posting), key: key, code: matches[m].code, match: UInt32(m)))
          }
        }
      }
      read.sort(by: Read.precedes)
      var marks: [Read] = []
      for mark in read where mark.doc != marks.last?.doc { marks.append(mark) }
      lower = lower.count == 0 ? matchSet(marks) : WordJoining.merge(lower, matchSet(marks), mapping: [0], words: 1)
      excluded.formUnion(marks.map(\.doc))
    }
    return nil
  }

  /// `select` within one level of typos, `level` (the indexes in `matches` of its terms), leaving
  /// out the records of the levels before (`excluded`).
  private static func select(
    matches: [TermMatch], level: [Int], typos: UInt8, need: Int, excluded: Set<UInt32>, snapshot: IndexSnapshot,
    walk: CustomOrderWalk?
  ) -> MatchSet? {
    let postings = snapshot.postings
    let floors = snapshot.attributeFloors
    guard level.count < 1 << 16 else { return nil }
    // Every block of each term of the level: floor, the term's place in `level`, block number.
    var blocks: [UInt64] = []
    var total = 0
    for (z, m) in level.enumerated() {
      let range = postings.range(of: matches[m].term)
      guard !range.isEmpty else { continue }
      total += range.count
      for block in (range.lowerBound >> 7)...((range.upperBound - 1) >> 7) {
        blocks.append(UInt64(floors[block]) << 48 | UInt64(z) << 32 | UInt64(block))
      }
    }
    guard total >= need else { return nil }
    blocks.sort()
    let budget = budget(of: total)
    // The whole first floor is read before anything is settled: too much of it, and the floors
    // cannot help (a word found only in unordered attributes has one key in every block). When it
    // is in most blocks, records at that floor are many and the walk in custom order finds the
    // page's; in fewer (under 45% on bestbuy-1m's one-word queries), the walk mostly ran out.
    var firstFloor = 0
    while firstFloor < blocks.count && blocks[firstFloor] >> 48 == blocks[0] >> 48 { firstFloor += 1 }
    guard firstFloor * PositionBlockCodec.blockSize <= budget else {
      guard firstFloor * 20 >= blocks.count * 9 else { return nil }
      return walk.flatMap {
        inCustomOrder(
          matches: matches, typos: typos, floor: Int(blocks[0] >> 48), need: need, excluded: excluded, snapshot: snapshot,
          walk: $0)
      }
    }
    var read: [Read] = []
    // Records without an exact posting of the level read, looked up in its exact terms once: true
    // when they have one.
    var hasExact: [UInt32: Bool] = [:]
    let exactCode = typos << 1
    let exactTerms = matches.filter { $0.code == exactCode }.map(\.term)
    var next = 0
    // Postings read per key, and how many of them have keys below `cursor` (the last bound): a
    // record has one posting at least, so the records are settled only once they may be enough.
    var keyCounts = [UInt32](repeating: 0, count: 1 << 16)
    var cursor = 0
    var postingsBelow = 0
    return snapshot.attributeRanks.withUnsafeBufferPointer { ranks -> MatchSet? in
      while next < blocks.count {
        // Every block of the lowest floor left.
        let floor = blocks[next] >> 48
        var end = next
        while end < blocks.count && blocks[end] >> 48 == floor { end += 1 }
        if let walk, read.count + (end - next) * PositionBlockCodec.blockSize > budget,
          (end - next) * 20 >= (blocks.count - next) * 9, Self.isUnorderedKey(Int(floor), ranks: ranks)
        {
          // A floor too large to read, in most of the blocks left: an unordered attribute's one
          // key (every posting there has it), after the few blocks of the attributes above it.
          // The records below it are settled, and the page's rest is the first records at it in
          // custom order. At a word position of an ordered attribute (`pocket`, second in some
          // names), the records at the floor itself are few: the walk ran out, then every
          // posting was marked (4.8 -> 7.8 ms).
          return belowAndInCustomOrder(
            read, floor: Int(floor), matches: matches, typos: typos, need: need, excluded: excluded,
            exactTerms: exactTerms, hasExact: &hasExact, snapshot: snapshot, walk: walk)
        }
        while next < blocks.count && blocks[next] >> 48 == floor {
          if read.count > budget || SearchCancellation.isCancelled { return nil }
          let entry = blocks[next]
          let m = level[Int((entry >> 32) & 0xFFFF)]
          let block = Int(entry & 0xFFFF_FFFF)
          let code = matches[m].code
          postings.forEachPosting(
            of: matches[m].term, postings: (block << 7)..<((block + 1) << 7)
          ) { posting, doc in
            if !excluded.isEmpty && excluded.contains(doc) { return }
            let key = AttributeKey.stored(postings.firstPosition(of: posting), table: ranks)
            read.append(Read(doc: doc, posting: UInt32(posting), key: key, code: code, match: UInt32(m)))
            keyCounts[Int(key)] += 1
          }
          next += 1
        }
        // No posting left to read has a key below `bound` (the keys read are at least the floors
        // read, so none is below the cursor before it moves).
        let bound = next < blocks.count ? Int(blocks[next] >> 48) : 1 << 16
        while cursor < bound {
          postingsBelow += Int(keyCounts[cursor])
          cursor += 1
        }
        guard postingsBelow >= need || next == blocks.count else { continue }
        read.sort(by: Read.precedes)
        let settled = settledCandidates(
          read, below: bound, exactCode: exactCode, exactTerms: exactTerms, hasExact: &hasExact, postings: postings)
        if settled.count >= need { return matchSet(settled) }
      }
      return nil
    }
  }

  /// Whether `key` is the one key of an unordered attribute (`AttributeKey`): position 0, at the
  /// rank of an unordered field of `ranks` (a `AttributeKey.rankTable`).
  static func isUnorderedKey(_ key: Int, ranks: UnsafeBufferPointer<UInt16>) -> Bool {
    guard key & 0x3FF == 0 else { return false }
    let rank = key >> 10
    return ranks.contains { entry in
      let unordered = entry & 1 == 1
      return unordered && (Int(entry) & Ranker.rankBits) >> 1 == rank
    }
  }

  /// The candidates of a page that `read` (every posting of the level with a key below `floor`)
  /// does not fill, when the blocks at `floor` are too many to read: the records settled below
  /// it, and the first of those at it in custom order (`inCustomOrder`), which rank next. Nil when
  /// the walk gives up or finds too few (the caller then marks every posting).
  private static func belowAndInCustomOrder(
    _ read: [Read], floor: Int, matches: [TermMatch], typos: UInt8, need: Int, excluded: Set<UInt32>,
    exactTerms: [Int], hasExact: inout [UInt32: Bool], snapshot: IndexSnapshot, walk: CustomOrderWalk
  ) -> MatchSet? {
    let sorted = read.sorted(by: Read.precedes)
    let settled = settledCandidates(
      sorted, below: floor, exactCode: typos << 1, exactTerms: exactTerms, hasExact: &hasExact,
      postings: snapshot.postings)
    if settled.count >= need { return matchSet(settled) }
    guard
      let rest = inCustomOrder(
        matches: matches, typos: typos, floor: floor, need: need - settled.count,
        excluded: excluded.union(settled.map(\.doc)), snapshot: snapshot, walk: walk)
    else { return nil }
    return settled.isEmpty ? rest : WordJoining.merge(matchSet(settled), rest, mapping: [0], words: 1)
  }

  /// Each record's mark among `read` (sorted by `Read.precedes`) whose key is below `bound`, by
  /// record: those whose mark is the level's exact code (`exactCode`), and those whose mark is a
  /// prefix and that have no exact term of the level at all (an exact posting not read has a key
  /// of at least `bound`, and a record's exact match is the one ranked).
  private static func settledCandidates(
    _ read: [Read], below bound: Int, exactCode: UInt8, exactTerms: [Int], hasExact: inout [UInt32: Bool],
    postings: Postings
  ) -> [Read] {
    var settled: [Read] = []
    var unknown: [Read] = []
    var previous = UInt32.max
    for mark in read where mark.doc != previous {
      previous = mark.doc
      guard Int(mark.key) < bound else { continue }
      if mark.code == exactCode {
        settled.append(mark)
      } else if let known = hasExact[mark.doc] {
        if !known { settled.append(mark) }
      } else {
        unknown.append(mark)
      }
    }
    if !unknown.isEmpty {
      let docs = unknown.map(\.doc)
      var found = [Bool](repeating: false, count: docs.count)
      docs.withUnsafeBufferPointer { docs in
        for term in exactTerms { postings.lookUp(docs, in: term) { i, _ in found[i] = true } }
      }
      for (i, mark) in unknown.enumerated() {
        hasExact[mark.doc] = found[i]
        if !found[i] { settled.append(mark) }
      }
      settled.sort { $0.doc < $1.doc }
    }
    return settled
  }

  /// The one-word `MatchSet` of `marks` (ascending records).
  private static func matchSet(_ marks: [Read]) -> MatchSet {
    MatchSet(docs: marks.map(\.doc), codes: marks.map(\.code), postings: marks.map(\.posting), keys: marks.map(\.key))
  }
}
