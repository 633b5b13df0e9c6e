/// Collects, while an import streams, the records in which two frequent words stand within
/// `NearPairs.maxDistance` words of each other, and how close (`NearPairs`, format 17).
///
/// The frequent words are chosen from the first `Settings.sampleRecords` records (those in at
/// least `minShare` of them, at most `maxTerms`, the most frequent first): a query of two such
/// words matches a large share of the index, and its proximity pass would otherwise read every
/// candidate's positions. Records before the choice wait in a buffer (their term ids and
/// positions), then every record is read the same way. Which words are chosen only decides which
/// queries go faster: a pair of words no list covers is ranked from its positions as before.
///
/// A record's distance for a pair is what the ranker's merge gives on the two terms' stored
/// positions (`Ranker.distance`), so a list never disagrees with the positions it stands for.
struct NearPairCollector {
  /// How the frequent words are chosen.
  struct Settings: Sendable {
    /// The records the choice is made from.
    var sampleRecords = 16_384
    /// The share of those records a word must be in.
    var minShare = 0.25
    /// At most this many words (a pair table of `maxTerms` squared entries at query time).
    var maxTerms = 64
    /// The share of the sampled records a pair of those words must be in together (anywhere in
    /// the record) for the pair to have lists: a query of two words seldom together has few
    /// candidates, whose positions are read quickly, and its lists would only take room (on
    /// bestbuy-1m, 30% keeps 367 of the 1,040 pairs found close, and about half the bytes).
    var minPairShare = 0.3
  }

  let settings: Settings
  /// Per provisional term id, its covered index, or `Self.none` (empty until the choice).
  private var coveredIndex: [UInt8] = []
  /// The chosen terms' provisional ids, by covered index.
  private(set) var coveredTerms: [UInt32] = []
  private var decided = false
  /// Records waiting for the choice: their term ids and positions back to back.
  private var waitingIDs: [UInt32] = []
  private var waitingPositions: [UInt32] = []
  private var waitingStarts: [Int] = [0]
  private var waitingDocs: [UInt32] = []
  /// Per list, `(a * k + b) * maxDistance + d - 1` for covered indexes a < b and distance d: its
  /// records' gaps as LEB128 bytes (a million records' lists take tens of MB this way, against
  /// four bytes a record as numbers), its last record and its count.
  private var lists = GrowingBytes(count: 0)
  private var listLast: [UInt32] = []
  private var listCounts: [Int] = []
  /// Per-record scratch: the covered words (masked position << 8 | covered index), the pairs
  /// found close and each one's least distance (0: not found).
  private var entries: [UInt64] = []
  private var touched: [UInt16] = []
  private var touchedMin: [UInt8] = []
  /// Per pair (a * k + b, a < b): whether it has lists.
  private var pairListed: [Bool] = []

  private static let none: UInt8 = 0xFF

  init(settings: Settings = Settings()) {
    self.settings = Settings(
      sampleRecords: max(1, settings.sampleRecords), minShare: settings.minShare,
      maxTerms: min(max(settings.maxTerms, 0), 250), minPairShare: settings.minPairShare)
  }

  /// Reads record `doc`: its words' provisional term ids and packed positions, in word order.
  mutating func add(ids: UnsafeBufferPointer<UInt32>, positions: UnsafeBufferPointer<UInt32>, record doc: UInt32) {
    if decided {
      collect(ids: ids, positions: positions, record: doc)
      return
    }
    waitingIDs.append(contentsOf: ids)
    waitingPositions.append(contentsOf: positions)
    waitingStarts.append(waitingIDs.count)
    waitingDocs.append(doc)
    if waitingDocs.count >= settings.sampleRecords { decide() }
  }

  /// Chooses the frequent words from the waiting records, then reads those records.
  private mutating func decide() {
    decided = true
    var frequency: [UInt32: Int] = [:]
    var seen: Set<UInt32> = []
    for r in waitingDocs.indices {
      seen.removeAll(keepingCapacity: true)
      for w in waitingStarts[r]..<waitingStarts[r + 1] where seen.insert(waitingIDs[w]).inserted {
        frequency[waitingIDs[w], default: 0] += 1
      }
    }
    let least = max(2, Int((settings.minShare * Double(waitingDocs.count)).rounded(.up)))
    let chosen = frequency.filter { $0.value >= least }.sorted { ($0.value, $1.key) > ($1.value, $0.key) }
    coveredTerms = chosen.prefix(settings.maxTerms).map(\.key)
    let highest = Int(coveredTerms.max() ?? 0)
    coveredIndex = [UInt8](repeating: Self.none, count: coveredTerms.isEmpty ? 1 : highest + 2)
    for (c, term) in coveredTerms.enumerated() { coveredIndex[Int(term)] = UInt8(c) }
    let k = coveredTerms.count
    lists = GrowingBytes(count: k * k * NearPairs.maxDistance)
    listLast = [UInt32](repeating: 0, count: lists.count)
    listCounts = [Int](repeating: 0, count: lists.count)
    touchedMin = [UInt8](repeating: 0, count: k * k)
    // The pairs together in enough of the sampled records.
    var together = [Int](repeating: 0, count: k * k)
    var present: [Int] = []
    var mark = [Bool](repeating: false, count: k)
    for r in waitingDocs.indices {
      present.removeAll(keepingCapacity: true)
      for w in waitingStarts[r]..<waitingStarts[r + 1] {
        let c = coveredIndex.indices.contains(Int(waitingIDs[w])) ? coveredIndex[Int(waitingIDs[w])] : Self.none
        guard c != Self.none, !mark[Int(c)] else { continue }
        mark[Int(c)] = true
        present.append(Int(c))
      }
      for x in present {
        mark[x] = false
        for y in present where x < y { together[x * k + y] += 1 }
      }
    }
    let leastTogether = max(1, Int((settings.minPairShare * Double(waitingDocs.count)).rounded(.up)))
    pairListed = together.map { $0 >= leastTogether }
    let (ids, positions, starts, docs) = (waitingIDs, waitingPositions, waitingStarts, waitingDocs)
    (waitingIDs, waitingPositions, waitingStarts, waitingDocs) = ([], [], [0], [])
    ids.withUnsafeBufferPointer { ids in
      positions.withUnsafeBufferPointer { positions in
        for r in docs.indices {
          let range = starts[r]..<starts[r + 1]
          collect(
            ids: UnsafeBufferPointer(rebasing: ids[range]), positions: UnsafeBufferPointer(rebasing: positions[range]),
            record: docs[r])
        }
      }
    }
  }

  /// Adds record `doc` to the list of every pair of covered words within the distance.
  ///
  /// One pass picks the covered words (their masked position << 8 | covered index, ascending as
  /// a record's words nearly always come) and a second one compares each with the few after it
  /// within the distance, keeping each pair's least distance. That is what the ranker's merge of
  /// the two terms' positions gives (`Ranker.distance`), except where two of the terms share a
  /// position: such a record's pairs are read with the merge itself (`exactPairs`).
  private mutating func collect(ids: UnsafeBufferPointer<UInt32>, positions: UnsafeBufferPointer<UInt32>, record doc: UInt32) {
    let k = coveredTerms.count
    guard k > 1 else { return }
    let mask = ~IndexLayout.singleWordFlag
    let reach = UInt64(NearPairs.maxDistance) << 8 | 0xFF
    let known = coveredIndex.count - 1
    var sorted = true
    var shared = false
    if entries.count < ids.count { entries = [UInt64](repeating: 0, count: max(ids.count, 2 * entries.count)) }
    // Through pointers and without a branch per word: every word is written and only covered ones are kept (which
    // words are covered is as unpredictable as the text; the branches cost a third of the
    // function). `coveredIndex` ends with one uncovered entry that every later term reads.
    let found = coveredIndex.withUnsafeBufferPointer { coveredIndex in
      entries.withUnsafeMutableBufferPointer { entries in
        let table = coveredIndex.baseAddress.unsafelyUnwrapped
        let out = entries.baseAddress.unsafelyUnwrapped
        var last: UInt64 = 0
        var found = 0
        var ordered = true
        for w in 0..<ids.count {
          let c = table[min(Int(ids[w]), known)]
          let entry = UInt64(positions[w] & mask) << 8 | UInt64(c)
          let kept = c != Self.none
          ordered = ordered && (!kept || entry >= last)
          last = kept ? entry : last
          out[found] = entry
          found &+= kept ? 1 : 0
        }
        sorted = ordered
        return found
      }
    }
    guard found > 1 else { return }
    if !sorted { entries[0..<found].sort() }
    touched.removeAll(keepingCapacity: true)
    entries.withUnsafeBufferPointer { all in
      let entries = UnsafeBufferPointer(rebasing: all[0..<found])
      touchedMin.withUnsafeMutableBufferPointer { least in
        pairListed.withUnsafeBufferPointer { listed in
          let count = entries.count
          for i in 0..<count {
            let x = entries[i]
            let base = x & ~0xFF
            var j = i &+ 1
            while j < count, entries[j] &- base <= reach {
              let y = entries[j]
              j &+= 1
              let (a, b) = (Int(x & 0xFF), Int(y & 0xFF))
              guard a != b else { continue }
              let d = UInt8(truncatingIfNeeded: (y &- base) >> 8)
              if d == 0 {
                shared = true
                continue
              }
              let pair = a < b ? a &* k &+ b : b &* k &+ a
              guard listed[pair] else { continue }
              if least[pair] == 0 { touched.append(UInt16(truncatingIfNeeded: pair)) }
              if least[pair] == 0 || d < least[pair] { least[pair] = d }
            }
          }
        }
      }
    }
    if shared { exactPairs(ids: ids, positions: positions) }
    for pair in touched {
      let d = Int(touchedMin[Int(pair)])
      touchedMin[Int(pair)] = 0
      append(doc, to: Int(pair) &* NearPairs.maxDistance &+ d &- 1)
    }
  }

  /// Sets `touchedMin` of each touched pair to the ranker's merge of the two terms' raw positions
  /// in the record (ascending, as the index stores them): for a record where two covered terms
  /// share a position, whose pairs the merge may find farther than the least distance.
  private mutating func exactPairs(ids: UnsafeBufferPointer<UInt32>, positions: UnsafeBufferPointer<UInt32>) {
    let k = coveredTerms.count
    var byTerm = [[UInt32]](repeating: [], count: k)
    for w in 0..<ids.count where Int(ids[w]) < coveredIndex.count && coveredIndex[Int(ids[w])] != Self.none {
      byTerm[Int(coveredIndex[Int(ids[w])])].append(positions[w])
    }
    for c in 0..<k { byTerm[c].sort() }
    for pair in touched {
      let (a, b) = (Int(pair) / k, Int(pair) % k)
      let d = byTerm[a].withUnsafeBufferPointer { x in byTerm[b].withUnsafeBufferPointer { y in Ranker.distance(x, y) } }
      // Farther than the lists hold: left out, as a pair never touched.
      touchedMin[Int(pair)] = d <= NearPairs.maxDistance ? UInt8(d) : 0
    }
    touched.removeAll { touchedMin[Int($0)] == 0 }
  }

  private mutating func append(_ doc: UInt32, to list: Int) {
    lists.append(varint: listCounts[list] == 0 ? doc : doc &- listLast[list], to: list)
    listLast[list] = doc
    listCounts[list] &+= 1
  }

  /// The sections of `NearPairs` for terms renumbered by `finalID` (provisional id to the
  /// dictionary's): the covered terms ascending, the listed pairs, the lists' table and their
  /// records' blocks.
  func sections(finalID: (UInt32) -> UInt32) -> (terms: [UInt32], pairs: [UInt32], table: [UInt32], docs: [UInt8]) {
    var collector = self
    if !collector.decided { collector.decide() }
    return collector.encoded(finalID: finalID)
  }

  private func encoded(finalID: (UInt32) -> UInt32) -> (terms: [UInt32], pairs: [UInt32], table: [UInt32], docs: [UInt8]) {
    let k = coveredTerms.count
    let finals = coveredTerms.map(finalID)
    let byFinal = finals.indices.sorted { finals[$0] < finals[$1] }
    var newIndex = [Int](repeating: 0, count: k)
    for (new, old) in byFinal.enumerated() { newIndex[old] = new }
    // Every listed pair and its non-empty lists, renumbered, in table order.
    var pairs: [UInt32] = []
    var keyed: [(key: Int, list: Int)] = []
    for a in 0..<k {
      for b in (a + 1)..<k where pairListed[a * k + b] {
        let (x, y) = (min(newIndex[a], newIndex[b]), max(newIndex[a], newIndex[b]))
        pairs.append(UInt32(x * k + y))
        for d in 1...NearPairs.maxDistance {
          let list = (a * k + b) * NearPairs.maxDistance + d - 1
          guard listCounts[list] > 0 else { continue }
          keyed.append(((x * k + y) * NearPairs.maxDistance + d - 1, list))
        }
      }
    }
    keyed.sort { $0.key < $1.key }
    pairs.sort()
    var table: [UInt32] = []
    var docs: [UInt8] = []
    var records: [UInt32] = []
    for (key, list) in keyed {
      records.removeAll(keepingCapacity: true)
      if let bytes = lists.bytes(of: list).baseAddress {
        var input = bytes
        var doc: UInt32 = 0
        for n in 0..<listCounts[list] {
          let gap = OccurrenceCoding.read(from: &input)
          doc = n == 0 ? gap : doc &+ gap
          records.append(doc)
        }
      }
      let pair = key / NearPairs.maxDistance
      table += [UInt32(pair / k), UInt32(pair % k), UInt32(key % NearPairs.maxDistance + 1), UInt32(records.count), UInt32(docs.count)]
      records.withUnsafeBufferPointer { DocBlockCodec.encode($0, into: &docs) }
    }
    docs.append(contentsOf: repeatElement(0, count: DocBlockCodec.padding))
    return (byFinal.map { finals[$0] }, pairs, table, docs)
  }
}
