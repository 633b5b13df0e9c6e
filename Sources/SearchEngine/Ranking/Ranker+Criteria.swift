extension Ranker.Context {
  /// Criterion `kind` of candidate `i` as its key bits (lower is better; `limit` is its field's
  /// largest value). Each criterion reads only what it needs, so the ranking can stop computing a
  /// candidate at the first criterion where it loses.
  @inline(__always) func value(of kind: Ranker.IntCriterion, _ i: Int, limit: UInt64) -> UInt64 {
    switch kind {
    case .typo: return UInt64(typos(i))
    case .words: return limit - min(UInt64(words(i)), limit)
    case .geo:
      // The bucket alone, from the distance `recordsInside` measured (the figures of the ranking
      // info, the matched point among them, are for the page's hits).
      guard let geo, let distance = snapshot._withUnsafeGuaranteedRef({ geo.distance(of: Int(docs[i]), in: $0) })
      else { return limit }
      return geo.precision.bucket(of: distance)
    case .filters: return limit - min(UInt64(scores.map { Int($0[Int(docs[i])]) } ?? 0), limit)
    case .proximity: return UInt64(proximity(i))
    case .attribute: return UInt64(attributeKey(i))
    case .exact: return limit - min(UInt64(exactWords(i)), limit)
    case .custom: return UInt64(customRanks[Int(docs[i])])
    }
  }

  /// The geo figures of record `doc`: distance to the nearest of its points and its bucket.
  func geoFigures(_ doc: Int, into f: inout RankingFigures) {
    guard let geo, let nearest = snapshot._withUnsafeGuaranteedRef({ geo.nearest(of: doc, in: $0) }) else { return }
    f.geoPrecision = geo.precision.size(at: nearest.distance)
    f.geoDistance = Int(nearest.distance.rounded())
    f.geoBucket = geo.precision.bucket(of: nearest.distance)
    f.matchedGeoLocation = nearest.point
  }

  /// How many query words candidate `i` contains (fewer than all only with optional words).
  @inline(__always) func words(_ i: Int) -> Int {
    var count = 0
    for w in 0..<wordCount where codes[w * n + i] != PlanMatcher.absent { count += 1 }
    return count
  }

  /// The typos of candidate `i`'s words, summed.
  @inline(__always) func typos(_ i: Int) -> Int {
    var count = 0
    for w in 0..<wordCount {
      let code = codes[w * n + i]
      if code != PlanMatcher.absent { count += Int(code >> 1) }
    }
    return count
  }

  /// The attribute criterion's key and `firstMatchedWord`: the closest attribute's
  /// (`closestAttribute`) when the ranker reads the attribute by proximity and several words
  /// matched, else `bestAttribute`'s.
  @inline(__always) func attribute(_ i: Int) -> (key: Int, first: Int) {
    if attributeByProximity && wordCount > 1, let closest = closestAttribute(i) {
      return (closest.rank << 10 | min(closest.position, 1023), closest.rank * 1000 + min(closest.position, 999))
    }
    return bestAttribute(i)
  }

  /// The best-ranked attribute any word matched in, then the earliest position there (0 when
  /// unordered), as an attribute key and as `firstMatchedWord`. Never worse than the closest
  /// attribute's key: that attribute is one the words matched in, at one of their positions.
  @inline(__always) func bestAttribute(_ i: Int) -> (key: Int, first: Int) {
    var best = Int.max
    var bestFirst = Int.max
    for w in 0..<wordCount where codes[w * n + i] != PlanMatcher.absent {
      if !keys.isEmpty {
        // The matcher's key says the same (rank << 10 | position, capped at 1023): a prefix list's
        // matches have no posting to read it from.
        let key = Int(keys[w * n + i])
        best = min(best, key)
        bestFirst = min(bestFirst, (key >> 10) * 1000 + min(key & 1023, 999))
        continue
      }
      let first = firstPosition(refs[w * n + i])
      best = min(best, attributeKey(of: first))
      let entry = Int(fieldTable[Int(first >> IndexLayout.fieldShift)])
      let rank = (entry & Ranker.rankBits) >> 1
      let unordered = entry & 1 == 1
      bestFirst = min(bestFirst, rank * 1000 + (unordered ? 0 : min(Int(first & IndexLayout.positionMask), 999)))
    }
    return (best == Int.max ? 0 : best, bestFirst == Int.max ? 0 : bestFirst)
  }

  /// The attribute criterion's key of one word's best position `first` (`AttributeKey`).
  @inline(__always) func attributeKey(of first: UInt32) -> Int {
    AttributeKey.of(first, table: fieldTable)
  }

  /// `attribute(_:)`'s key alone: what ranking reads, from the keys the matcher hands on (in
  /// candidate order, so a pass over a million candidates reads them in order instead of looking
  /// each candidate's posting up, as a one-letter prefix's thousands of terms would make it).
  @inline(__always) func attributeKey(_ i: Int) -> Int {
    attributeByProximity && wordCount > 1 ? attribute(i).key : bestAttributeKey(i)
  }

  /// A key the closest attribute's (`closestAttribute`) is never better than when candidate `i` is
  /// at the proximity floor (`Ranker.closestByAttribute`): the best-ranked attribute's key any word
  /// matched in; with two words, the rank of the word whose best attribute ranks lowest, if worse.
  /// Two words at the floor (below 8) are close in one attribute, which holds both and so ranks no
  /// better than either's best; three words can be close pair by pair in different attributes.
  @inline(__always) func closestAttributeBound(_ i: Int) -> Int {
    var best = Int.max
    var rank = 0
    for w in 0..<wordCount where codes[w * n + i] != PlanMatcher.absent {
      let key = keys.isEmpty ? attributeKey(of: firstPosition(refs[w * n + i])) : Int(keys[w * n + i])
      best = min(best, key)
      rank = max(rank, key >> 10)
    }
    if best == Int.max { return 0 }
    return wordCount == 2 && minProximity < 8 ? max(best, rank << 10) : best
  }

  /// `closestAttributeBound(_:)` of `pool[range]`'s candidates (capped at `UInt16.max`), written to
  /// `bounds` at their place in the pool and counted in `histogram`; the query has no optional
  /// words (`Ranker.closestByAttribute` returns before with them), so no word is missing from a
  /// candidate. Two words whose keys the matcher handed on are read in one loop without a branch
  /// on the data: the pass reads every candidate of a broad query (a million for `cell phone`),
  /// where the general bound loops over the words and checks each for a missing one.
  @inline(__always) func closestAttributeBounds(
    of pool: UnsafeBufferPointer<UInt32>, _ range: Range<Int>, into bounds: UnsafeMutablePointer<UInt16>,
    counting histogram: UnsafeMutablePointer<UInt32>
  ) {
    guard wordCount == 2, !keys.isEmpty else {
      for j in range {
        let bound = min(closestAttributeBound(Int(pool[j])), Int(UInt16.max))
        bounds[j] = UInt16(truncatingIfNeeded: bound)
        histogram[bound] &+= 1
      }
      return
    }
    let first = keys.baseAddress.unsafelyUnwrapped
    let second = first + n
    let byRank = minProximity < 8
    for j in range {
      let i = Int(pool[j])
      let a = first[i], b = second[i]
      let best = min(a, b)
      // The rank of the word whose best attribute ranks lowest, as a key of that rank.
      let rank = max(a, b) & ~0x3FF
      let bound = byRank ? max(best, rank) : best
      bounds[j] = bound
      histogram[Int(bound)] &+= 1
    }
  }

  /// `bestAttribute(_:)`'s key alone, from the matcher's keys when it handed them on.
  @inline(__always) func bestAttributeKey(_ i: Int) -> Int {
    if keys.isEmpty { return bestAttribute(i).key }
    var best = Int.max
    for w in 0..<wordCount where codes[w * n + i] != PlanMatcher.absent { best = min(best, Int(keys[w * n + i])) }
    return best == Int.max ? 0 : best
  }

  /// The words candidate `i` matched exactly (no typo, not as a prefix); with one query word and
  /// `exactOnSingleWord: attribute`, only when it is a whole attribute value. An attribute in
  /// `disableExactOnAttributes` does not count.
  @inline(__always) func exactWords(_ i: Int) -> Int {
    @inline(__always) func counts(_ p: UInt32) -> Bool {
      !hasNoExactFields || Int(fieldTable[Int(p >> IndexLayout.fieldShift)]) & Ranker.noExactFlag == 0
    }
    var count = 0
    for w in 0..<wordCount where codes[w * n + i] == 0 {
      if wordCount > 1 || exactMode == 2 {
        if !hasNoExactFields || postings.positionLocation(of: Int(refs[w * n + i])).contains(where: counts) { count += 1 }
      } else if exactMode == 1 {
        let posting = Int(refs[w * n + i])
        // Most blocks hold no word that is a whole attribute value, as their entry says.
        guard postings.mayHaveSingleWordFlag(posting) else { continue }
        let location = postings.positionLocation(of: posting)
        if location.contains(where: { $0 & IndexLayout.singleWordFlag != 0 && counts($0) }) { count += 1 }
      }
    }
    return count
  }

  /// A cursor for each of two words' positions, for a pass over candidates in order (one pair per
  /// thread: a cursor is scratch).
  func positionCursors() -> (PositionBlockCursor, PositionBlockCursor) {
    (PositionBlockCursor(postings: postings), PositionBlockCursor(postings: postings))
  }

  /// `proximity(_:)` of two words, their positions read through `cursors` (one per word, the
  /// candidates taken in order): the pass over every candidate of a broad query.
  @inline(__always) func proximity(_ i: Int, cursors: (PositionBlockCursor, PositionBlockCursor)) -> Int {
    guard wordCount == 2 && codes[i] != PlanMatcher.absent && codes[n &+ i] != PlanMatcher.absent else {
      return proximity(i)
    }
    let (a, b) = (refs[i], refs[n &+ i])
    let distance = a == b ? 1 : Ranker.distance(cursors.0.positions(of: Int(a)), cursors.1.positions(of: Int(b)))
    return max(distance, minProximity)
  }

  /// The proximity criterion: the distance between consecutive words candidate `i` has (each pair
  /// at least `minProximity`, at most 8); 0 with fewer than two words.
  @inline(__always) func proximity(_ i: Int) -> Int {
    guard wordCount > 1 else { return 0 }
    if wordCount == 2 && codes[i] != PlanMatcher.absent && codes[n &+ i] != PlanMatcher.absent {
      // Two words (most multi-word queries): their lists merged where they lie in the blocks.
      let (a, b) = (refs[i], refs[n &+ i])
      let distance = a == b ? 1 : Ranker.distance(postings.positionLocation(of: Int(a)), postings.positionLocation(of: Int(b)))
      return max(distance, minProximity)
    }
    var total = 0
    var previous = -1
    // Each word's positions are decoded once: the previous word's list is still in its slot.
    var previousList = UnsafeBufferPointer<UInt32>(start: nil, count: 0)
    for w in 0..<wordCount where codes[w * n + i] != PlanMatcher.absent {
      let list = positions(refs[w * n + i], slot: w)
      if previous >= 0 {
        // One record word for two query words (a multi-word synonym's one-word side) is adjacent.
        let same = refs[previous * n + i] == refs[w * n + i]
        let distance = same ? 1 : Ranker.distance(previousList, list)
        total += max(distance, minProximity)
      }
      previous = w
      previousList = list
    }
    return total
  }
}
