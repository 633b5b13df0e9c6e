/// The records matching every query word (and the filters), with how each word matched.
///
/// `docs` is ascending. For query word `w` (in query order) and candidate `i`, `codes[w * count + i]`
/// is the best `TermMatch.code` and `postings[w * count + i]` the posting it came from (for
/// positions), the one with the best attribute key among that code's (`AttributeKey`), and
/// `keys[w * count + i]` that key, when the matcher hands the keys on (empty otherwise: ranking
/// reads them from the postings). Flat arrays keep ranking loops free of nested-array
/// bookkeeping. An empty query matches every record and has no words.
struct MatchSet: Sendable {
  var docs: [UInt32]
  var codes: [UInt8]
  var postings: [UInt32]
  var keys: [UInt16] = []

  var count: Int { docs.count }

  /// The candidates of `first` then those of `second` (records all above `first`'s), for `words`
  /// query words: each word's column is `first`'s then `second`'s. The keys are kept when both
  /// have them.
  static func joining(_ first: MatchSet, _ second: MatchSet, words: Int) -> MatchSet {
    if second.docs.isEmpty { return first }
    if first.docs.isEmpty { return second }
    let (a, b) = (first.count, second.count)
    let withKeys = !first.keys.isEmpty && !second.keys.isEmpty
    var joined = MatchSet(docs: first.docs + second.docs, codes: [], postings: [])
    joined.codes.reserveCapacity((a + b) * words)
    joined.postings.reserveCapacity((a + b) * words)
    if withKeys { joined.keys.reserveCapacity((a + b) * words) }
    for w in 0..<words {
      joined.codes.append(contentsOf: first.codes[(w * a)..<((w + 1) * a)])
      joined.codes.append(contentsOf: second.codes[(w * b)..<((w + 1) * b)])
      joined.postings.append(contentsOf: first.postings[(w * a)..<((w + 1) * a)])
      joined.postings.append(contentsOf: second.postings[(w * b)..<((w + 1) * b)])
      if withKeys {
        joined.keys.append(contentsOf: first.keys[(w * a)..<((w + 1) * a)])
        joined.keys.append(contentsOf: second.keys[(w * b)..<((w + 1) * b)])
      }
    }
    return joined
  }

  /// Keeps only the candidates at `kept` (ascending indexes).
  func selecting(_ kept: [Int], words: Int) -> MatchSet {
    let n = docs.count
    var result = MatchSet(docs: kept.map { docs[$0] }, codes: [], postings: [])
    result.codes.reserveCapacity(kept.count * words)
    result.postings.reserveCapacity(kept.count * words)
    result.keys.reserveCapacity(keys.isEmpty ? 0 : kept.count * words)
    for w in 0..<words {
      for i in kept {
        result.codes.append(codes[w * n + i])
        result.postings.append(postings[w * n + i])
        if !keys.isEmpty { result.keys.append(keys[w * n + i]) }
      }
    }
    return result
  }
}

/// Intersects the postings of the query words into a `MatchSet`.
///
/// Words are processed rarest first. A word's postings (all its matching terms) are marked in a
/// dense per-record scratch array, keeping the best code per record, and the candidates so far are
/// filtered against it. A word matching a single term needs no scratch at all when it comes first.
/// The scratch arrays are borrowed from the snapshot's `MarkScratchPool`, so a query does not
/// allocate (and fault in) megabytes of fresh memory for them.
enum Matcher {
  /// With `prefixList` (`PrefixLists.list(covering:)` of the only word's matches, verified, and an
  /// open gate), the word's prefix matches are marked from that list instead of their postings.
  ///
  /// When a second core is there (`SecondCore`) and the words have many postings, the records are
  /// cut in two halves matched at once, one on each core, and the two results joined: everything
  /// the matcher does for a record depends on that record's postings alone.
  static func match(
    words: [QueryWord], termMatches: [[TermMatch]], snapshot: IndexSnapshot, filter: Bitset?,
    gate: FieldGate = FieldGate(), prefixList: Int? = nil
  ) -> MatchSet {
    let recordCount = snapshot.recordCount
    let all = 0..<UInt32(recordCount)
    guard !words.isEmpty else {
      let docs = filter?.members() ?? all.map { $0 }
      return MatchSet(docs: docs, codes: [], postings: [])
    }
    guard let middle = RecordSplit.middle(of: termMatches, prefixList: prefixList, snapshot: snapshot) else {
      return match(
        words: words, termMatches: termMatches, snapshot: snapshot, filter: filter, gate: gate, prefixList: prefixList,
        records: all, splittingTerms: true)
    }
    var halves = [MatchSet](repeating: MatchSet(docs: [], codes: [], postings: []), count: 2)
    halves.withUnsafeMutableBufferPointer { halves in
      SecondCore.pair { half in
        halves[half] = match(
          words: words, termMatches: termMatches, snapshot: snapshot, filter: filter, gate: gate, prefixList: prefixList,
          records: half == 0 ? 0..<middle : middle..<UInt32(recordCount), splittingTerms: false)
      }
    }
    // The second half does not see the search's cancellation (`SecondCore`): no partial result.
    if SearchCancellation.isCancelled { return MatchSet(docs: [], codes: [], postings: []) }
    return MatchSet.joining(halves[0], halves[1], words: words.count)
  }

  /// `match` over the records of `records` only; `splittingTerms`: a word of many terms may be
  /// marked on two cores (`TermSplit`), which the halves of a record split do not do again.
  static func match(
    words: [QueryWord], termMatches: [[TermMatch]], snapshot: IndexSnapshot, filter: Bitset?,
    gate: FieldGate, prefixList: Int?, records: Range<UInt32>, splittingTerms: Bool
  ) -> MatchSet {
    let recordCount = snapshot.recordCount
    let records = records.clamped(to: 0..<UInt32(recordCount))
    let postings = snapshot.postings
    /// A posting counts only in the attributes its kind of match is allowed in (`FieldGate`).
    @inline(__always) func allowed(_ posting: Int, _ code: UInt8) -> Bool {
      gate.allows(posting, code: code, in: postings)
    }
    // The list stands for the word's prefix terms, whose postings are then never read (nor
    // checked: `SearchExecutor` checks the list instead), not even for their sizes.
    let list = prefixList.flatMap { words.count == 1 && gate.isOpen && snapshot.prefixLists.verify($0) ? $0 : nil }
    let sizes = termMatches.map { matches in
      matches.reduce(list.map { snapshot.prefixLists.list($0).count } ?? 0) { total, match in
        list != nil && match.code == 1 ? total : total + postings.range(of: match.term).count
      }
    }
    let order = words.indices.sorted { sizes[$0] < sizes[$1] || (sizes[$0] == sizes[$1] && $0 < $1) }
    if sizes[order[0]] == 0 { return MatchSet(docs: [], codes: [], postings: []) }
    var codes = [[UInt8]](repeating: [], count: words.count)
    var refs = [[UInt32]](repeating: [], count: words.count)
    // Empty for a word matched by one term's postings copied whole: filled at the end.
    var keys = [[UInt16]](repeating: [], count: words.count)
    var docs: [UInt32] = []
    var scratch: MarkScratch?
    defer { if let scratch { snapshot.markScratch.giveBack(scratch) } }

    /// Marks every posting of `matches` in the scratch (best code, its posting and key per record).
    /// Only `candidates` are marked when given (read for them only afterwards).
    func mark(_ matches: [TermMatch], candidates: Bitset? = nil) -> MarkScratch {
      let marks = scratch ?? snapshot.markScratch.borrow(recordCount: recordCount)
      scratch = marks
      marks.reset()
      snapshot.attributeRanks.withUnsafeBufferPointer { ranks in
        if splittingTerms, let split = TermSplit(matches, postings: postings) {
          // Half the postings on each core, the second half into scratch of its own, merged after.
          let other = snapshot.markScratch.borrow(recordCount: recordCount)
          defer { snapshot.markScratch.giveBack(other) }
          other.reset()
          SecondCore.pair { half in
            let target = half == 0 ? marks : other
            for match in matches[half == 0 ? split.first : split.second] {
              if SearchCancellation.isCancelled { break }
              target.mark(match, postings: postings, gate: gate, ranks: ranks, candidates: candidates, records: records)
            }
          }
          marks.merge(other)
          return
        }
        for match in matches {
          // A broad prefix marks thousands of terms: a superseded search stops between two.
          if SearchCancellation.isCancelled { break }
          marks.mark(match, postings: postings, gate: gate, ranks: ranks, candidates: candidates, records: records)
        }
      }
      return marks
    }

    /// The columns of the words before `step` keep only the candidates whose `mask` entry is not
    /// 0xFF (`kept` of them), compacted in place: no index list, no copy per column.
    func compactEarlierWords(step: Int, by mask: [UInt8], kept: Int) {
      if kept == mask.count { return }
      mask.withUnsafeBufferPointer { mask in
        for previous in order[0..<step] {
          Self.compact(&codes[previous], by: mask, kept: kept)
          Self.compact(&refs[previous], by: mask, kept: kept)
          if !keys[previous].isEmpty { Self.compact(&keys[previous], by: mask, kept: kept) }
        }
      }
    }

    /// Word `w`'s codes and postings (one entry per candidate) become its column, and every column
    /// keeps only the candidates the word matched (code not 0xFF).
    func keep(where wordCodes: [UInt8], step: Int, w: Int, wordRefs: [UInt32], wordKeys: [UInt16]) {
      let kept = wordCodes.reduce(0) { $0 + ($1 != 0xFF ? 1 : 0) }
      compactEarlierWords(step: step, by: wordCodes, kept: kept)
      var (ownCodes, ownRefs, ownKeys) = (wordCodes, wordRefs, wordKeys)
      if kept < wordCodes.count {
        wordCodes.withUnsafeBufferPointer { mask in
          Self.compact(&docs, by: mask, kept: kept)
          Self.compact(&ownCodes, by: mask, kept: kept)
          Self.compact(&ownRefs, by: mask, kept: kept)
          Self.compact(&ownKeys, by: mask, kept: kept)
        }
      }
      (codes[w], refs[w], keys[w]) = (ownCodes, ownRefs, ownKeys)
    }

    for (step, w) in order.enumerated() {
      // Cancelled: no candidates (the executor throws before anyone reads them).
      if SearchCancellation.isCancelled { return MatchSet(docs: [], codes: [], postings: []) }
      let matches = termMatches[w]
      if step == 0 {
        if let list, matches.count(where: { $0.code != 1 }) <= 1 {
          // The list and the word's exact term merged in record order (`merged`).
          (docs, codes[w], refs[w], keys[w]) = snapshot.attributeRanks.withUnsafeBufferPointer { ranks in
            Self.merged(
              list: list, of: snapshot.prefixLists, with: matches.first { $0.code != 1 }, postings: postings, ranks: ranks,
              filter: filter, placeholder: 0, records: records)
          }
        } else if let list {
          let marks = scratch ?? snapshot.markScratch.borrow(recordCount: recordCount)
          scratch = marks
          marks.reset()
          // Posting 0 stands for the records' postings: nothing reads a prefix match's (see `PrefixLists`).
          marks.mark(prefixList: list, of: snapshot.prefixLists, placeholder: 0, records: records)
          snapshot.attributeRanks.withUnsafeBufferPointer { ranks in
            for match in matches where match.code != 1 {
              marks.mark(match, postings: postings, gate: gate, ranks: ranks, records: records)
            }
          }
          (docs, codes[w], refs[w], keys[w]) = marks.collect(upTo: min(sizes[w], recordCount), filter: filter, records: records)
        } else if matches.count == 1 && filter == nil && gate.isOpen {
          // One term, nothing to leave out: its postings are the candidates, copied whole.
          let first: Int
          (docs, first) = postings.docs(of: matches[0].term, in: records)
          let kept = docs.count
          refs[w] = [UInt32](unsafeUninitializedCapacity: kept) { buffer, count in
            for j in 0..<kept { buffer[j] = UInt32(first + j) }
            count = kept
          }
          codes[w] = [UInt8](repeating: matches[0].code, count: docs.count)
        } else if matches.count == 1 {
          let range = postings.range(of: matches[0].term)
          var wordRefs: [UInt32] = []
          docs.reserveCapacity(range.count)
          wordRefs.reserveCapacity(range.count)
          postings.forEachPosting(of: matches[0].term, in: records) { p, doc in
            if let filter, !filter.contains(Int(doc)) { return }
            if !allowed(p, matches[0].code) { return }
            docs.append(doc)
            wordRefs.append(UInt32(p))
          }
          codes[w] = [UInt8](repeating: matches[0].code, count: docs.count)
          refs[w] = wordRefs
        } else {
          let marks = mark(matches)
          (docs, codes[w], refs[w], keys[w]) = marks.collect(upTo: min(sizes[w], recordCount), filter: filter, records: records)
        }
      } else {
        if docs.isEmpty { break }
        // A half of a record split reads about its share of the word's postings.
        if docs.count * matches.count * 24 < sizes[w] * records.count / max(recordCount, 1) {
          // Few candidates, many postings: look each candidate up in each term's postings instead
          // of marking them all.
          let looked = Self.lookedUp(docs, in: matches, snapshot: snapshot, gate: gate)
          keep(where: looked.codes, step: step, w: w, wordRefs: looked.refs, wordKeys: looked.keys)
          continue
        }
        let marks = mark(matches, candidates: Bitset(count: recordCount, members: docs))
        // The word's marks gathered for the candidates it matched, the candidates compacted in the
        // same pass; then the earlier words' columns.
        let gathered = marks.gatherMarked(compacting: &docs)
        (codes[w], refs[w], keys[w]) = (gathered.codes, gathered.refs, gathered.keys)
        compactEarlierWords(step: step, by: gathered.mask, kept: docs.count)
      }
    }
    if docs.isEmpty { return MatchSet(docs: [], codes: [], postings: []) }
    // A word matched by one term: its candidates' postings ascend, so their keys are read in order.
    snapshot.attributeRanks.withUnsafeBufferPointer { ranks in
      for w in words.indices where keys[w].isEmpty {
        keys[w] = Self.attributeKeys(of: refs[w], postings: postings, ranks: ranks)
      }
    }
    return MatchSet(docs: docs, codes: Self.flattened(&codes), postings: Self.flattened(&refs), keys: Self.flattened(&keys))
  }

  /// The marks of `docs` (ascending records) for a word whose terms are `matches`, each looked up
  /// in every term's postings: per record its best code (0xFF when it has none), the posting of
  /// that code with the best attribute key (ties to the earlier term, as marking them in order
  /// does), and that key. The path of a few candidates against long lists, where marking every
  /// posting would read mostly records that are not candidates.
  static func lookedUp(
    _ docs: [UInt32], in matches: [TermMatch], snapshot: IndexSnapshot, gate: FieldGate
  ) -> (codes: [UInt8], refs: [UInt32], keys: [UInt16]) {
    let postings = snapshot.postings
    var codes = [UInt8](repeating: 0xFF, count: docs.count)
    var refs = [UInt32](repeating: 0, count: docs.count)
    var keys = [UInt16](repeating: 0, count: docs.count)
    docs.withUnsafeBufferPointer { candidates in
      snapshot.attributeRanks.withUnsafeBufferPointer { ranks in
        for match in matches {
          // Candidates ascend, so each search starts where the previous one ended.
          postings.lookUp(candidates, in: match.term) { i, p in
            guard match.code <= codes[i] && gate.allows(p, code: match.code, in: postings) else { return }
            let key = AttributeKey.stored(postings.firstPosition(of: p), table: ranks)
            if match.code < codes[i] || key < keys[i] {
              codes[i] = match.code
              refs[i] = UInt32(p)
              keys[i] = key
            }
          }
        }
      }
    }
    return (codes, refs, keys)
  }

  /// The attribute key of each of `refs`' postings (`AttributeKey.stored` of its first position),
  /// in one loop over raw memory that reads each block's entry once (`FirstPositionReader`): a
  /// broad word has a million of them.
  private static func attributeKeys(of refs: [UInt32], postings: Postings, ranks: UnsafeBufferPointer<UInt16>) -> [UInt16] {
    refs.withUnsafeBufferPointer { refs in
      [UInt16](unsafeUninitializedCapacity: refs.count) { keys, initialized in
        var reader = FirstPositionReader(postings)
        for j in 0..<refs.count { keys[j] = AttributeKey.stored(reader.first(of: Int(refs[j])), table: ranks) }
        initialized = refs.count
      }
    }
  }

  /// Keeps the entries of `column` whose `mask` entry is not 0xFF (`kept` of them), in place.
  private static func compact<T>(_ column: inout [T], by mask: UnsafeBufferPointer<UInt8>, kept: Int) {
    let n = mask.count
    column.withUnsafeMutableBufferPointer { column in
      let column = column.baseAddress.unsafelyUnwrapped
      let mask = mask.baseAddress.unsafelyUnwrapped
      var k = 0
      for i in 0..<n {
        column[k] = column[i]
        // 1 unless the entry is 0xFF, without a branch: (255 - m + 255) >> 8.
        k &+= (Int(~mask[i]) &+ 255) &>> 8
      }
    }
    column.removeLast(column.count - kept)
  }

  /// The columns one after the other (`columns` is left empty). The first column is moved, not
  /// copied: one word's column is the result as it is, and the later columns are appended in
  /// place when its buffer has room (it was sized for the word's candidates before the later
  /// words left some out). Copying every column (with the copies of `keep`) was the 2.4% of
  /// `memmove` in the profile of bestbuy-1m's 22 slowest queries.
  private static func flattened<T>(_ columns: inout [[T]]) -> [T] {
    guard !columns.isEmpty else { return [] }
    var result: [T] = []
    swap(&result, &columns[0])
    result.reserveCapacity(columns.reduce(0) { $0 + $1.count })
    for column in columns.dropFirst() { result.append(contentsOf: column) }
    columns = []
    return result
  }
}
