import SearchModel

/// Orders matching records by Algolia's tie-breaking criteria and picks the requested page.
///
/// Every criterion becomes part of a key compared lexicographically in `ranking` order: the
/// integer criteria (typo, geo, filters, proximity, attribute, exact) are packed into one 64-bit
/// word per run; each `asc()/desc()` and custom-ranking attribute is one word holding its number in
/// an order-preserving encoding (missing values last). The record id breaks remaining ties, so
/// the same query always gives the same order. Only the best `k` are kept (a bounded heap), so
/// ranking a million candidates never sorts a million keys, and once the heap is full a candidate's
/// key is computed criterion by criterion only while it ties the worst kept one (most candidates of
/// a broad query lose on their typos or their attribute, before any other figure is read).
/// Criteria that cannot differ (words, and everything textual on an empty query) are left out of
/// the key.
struct Ranker {
  /// Kinds of packed integer criteria.
  enum IntCriterion: UInt8 { case typo, geo, words, filters, proximity, attribute, exact, custom }

  /// One word of the key: a packed run of integer criteria or one numeric attribute.
  struct Segment {
    var isNumber: Bool
    var ascending: Bool
    /// The numeric attribute of a number segment (nil for a packed run, or an attribute no
    /// record has).
    var column: NumericColumn?
    var criteriaStart: Int
    var criteriaCount: Int
    /// The bits of a packed word's criteria together.
    var width: UInt64 = 0
  }

  /// One packed criterion and its bit width.
  struct PackedCriterion {
    var kind: IntCriterion
    var width: UInt64
  }

  let snapshot: IndexSnapshot
  let matches: MatchSet
  let words: [QueryWord]
  let geo: GeoQuery?
  let filterScores: [UInt16]?
  let exactMode: UInt8  // 0 none, 1 attribute, 2 word
  /// Some words may be missing from a record (code `PlanMatcher.absent`): the `words` criterion counts.
  let hasOptional: Bool
  /// `minProximity`: pair distances below it count as it.
  let minProximity: Int
  /// The attribute criterion reads the attribute where the words are closest, not the
  /// best-ranked attribute any word matched in: whenever `proximity` comes before `attribute` in
  /// the ranking (Algolia's default order: "By default, Proximity comes before Attribute, so Algolia
  /// uses minProximity instead of best"), and with `attributeCriteriaComputedByMinProximity` when
  /// `attribute` comes first (the only order that setting changes).
  let attributeByProximity: Bool
  let segments: [Segment]
  let criteria: [PackedCriterion]
  /// Per field id: rank << 1 | unordered, with `noExactFlag` for `disableExactOnAttributes`.
  private let fieldTable: [UInt16]
  /// `fieldTable`'s bit for an attribute where an exact match does not count as exact.
  static let noExactFlag = 0x8000
  /// `fieldTable`'s bits of the rank and the unordered flag.
  static let rankBits = 0x7FFF
  /// Some attribute has `noExactFlag`.
  let hasNoExactFields: Bool
  let stride: Int

  init(
    snapshot: IndexSnapshot, settings: EngineSettings, matches: MatchSet, words: [QueryWord],
    geo: GeoQuery?, filterScores: [UInt16]?, exactOnSingleWord: String, typoFirst: Bool = false,
    wordsFirst: Bool = false, optionalWords: Bool = false, minProximity: Int = 1, attributeByProximity: Bool = false,
    noExactAttributes: [String] = []
  ) {
    hasOptional = optionalWords
    self.minProximity = minProximity
    self.snapshot = snapshot
    self.matches = matches
    self.words = words
    self.geo = geo
    self.filterScores = filterScores
    exactMode = exactOnSingleWord == "none" ? 0 : exactOnSingleWord == "word" ? 2 : 1
    var segments: [Segment] = []
    var criteria: [PackedCriterion] = []
    var runStart = 0
    var runWidth: UInt64 = 0
    func flush() {
      if criteria.count > runStart {
        segments.append(
          Segment(
            isNumber: false, ascending: true, column: nil, criteriaStart: runStart,
            criteriaCount: criteria.count - runStart, width: runWidth))
      }
      runStart = criteria.count
      runWidth = 0
    }
    func pack(_ kind: IntCriterion, _ width: UInt64) {
      if runWidth + width > 64 { flush() }
      criteria.append(PackedCriterion(kind: kind, width: width))
      runWidth += width
    }
    func number(_ attribute: String, _ ascending: Bool) {
      flush()
      let column = snapshot.numerics[attribute]
      segments.append(
        Segment(
          isNumber: true, ascending: ascending, column: column,
          criteriaStart: 0, criteriaCount: column == nil ? 0 : 1))
    }
    let hasWords = !words.isEmpty
    // `typoTolerance: min` or `strict` makes typo the first criterion, whatever `ranking` says.
    var ranking = typoFirst ? [.typo] + settings.ranking.filter { $0 != .typo } : settings.ranking
    // `similarQuery` makes words the first criterion.
    if wordsFirst { ranking = [.words] + ranking.filter { $0 != .words } }
    let proximityAt = ranking.firstIndex(of: .proximity) ?? ranking.count
    let attributeAt = ranking.firstIndex(of: .attribute) ?? ranking.count
    self.attributeByProximity = attributeByProximity || proximityAt < attributeAt
    for criterion in ranking {
      switch criterion {
      case .typo: if hasWords { pack(.typo, 5) }
      case .geo: if geo != nil { pack(.geo, 20) }
      case .words: if optionalWords { pack(.words, 8) }  // with every word required the count never differs
      case .filters: if filterScores != nil { pack(.filters, 16) }
      case .proximity: if words.count > 1 { pack(.proximity, 8) }
      case .attribute: if snapshot.hasAttributeOrder && hasWords { pack(.attribute, 16) }
      case .exact: if hasWords { pack(.exact, 5) }
      case .custom:
        if settings.customRanking.isEmpty { break }
        if !snapshot.customRanks.isEmpty && settings.customRanking == snapshot.settings.customRanking {
          // The stored order of the customRanking: one small integer per record.
          pack(.custom, UInt64(max(1, UInt64.bitWidth - UInt64(snapshot.recordCount).leadingZeroBitCount)))
        } else {
          for spec in settings.customRanking { number(spec.attribute, spec.ascending) }
        }
      case .sort(let attribute, let ascending):
        number(attribute, ascending)
      }
    }
    flush()
    self.segments = segments
    self.criteria = criteria
    stride = max(segments.count, 1)
    var table = snapshot.attributeRanks
    // `disableExactOnAttributes`: an attribute or any of its sub-attributes.
    var noExact = false
    if !noExactAttributes.isEmpty {
      let allowed = FieldGate.table(fields: snapshot.fields, paths: noExactAttributes, allowListed: false)
      for field in 0..<min(snapshot.fields.count, 256) where !allowed[field] {
        table[field] |= UInt16(Self.noExactFlag)
        noExact = true
      }
    }
    hasNoExactFields = noExact
    fieldTable = table
  }

  /// Everything key computation reads, as raw buffers (no reference counting in hot loops).
  struct Context {
    let docs: UnsafeBufferPointer<UInt32>
    let codes: UnsafeBufferPointer<UInt8>
    let refs: UnsafeBufferPointer<UInt32>
    /// Each word's attribute key per candidate, as the matcher found them (empty: read from `refs`).
    let keys: UnsafeBufferPointer<UInt16>
    let n: Int
    let wordCount: Int
    let postings: Postings
    /// Where positions are decoded, one slot per query word (a thread's own: the second half of a
    /// `SecondCore` split reads with `onOwnScratch()`, a copy holding scratch of its own).
    var scratch: PositionScratch
    let fieldTable: UnsafeBufferPointer<UInt16>
    let segments: UnsafeBufferPointer<Segment>
    let criteria: UnsafeBufferPointer<PackedCriterion>
    let scores: UnsafeBufferPointer<UInt16>?
    let exactMode: UInt8
    let minProximity: Int
    let attributeByProximity: Bool
    let hasNoExactFields: Bool
    let geo: GeoQuery?
    let snapshot: Unmanaged<IndexSnapshot>
    let customRanks: UnsafeBufferPointer<UInt32>
    /// How many leading criteria of the first segment every candidate asked about ties on (the
    /// pool the selection passes of `top` leave): counted as 0 rather than computed again, so a
    /// heap over 400k tied candidates reads their custom rank, not their positions once more.
    var tiedCriteria = 0

    var segmentCount: Int { segments.count }

    /// This context with scratch of its own, for the half of a pass run on another thread.
    func onOwnScratch() -> Context {
      var copy = self
      copy.scratch = PositionScratch(slots: max(wordCount, 1))
      return copy
    }

    /// The positions of `posting`, decoded into query word `slot`'s buffer: valid until the next
    /// decoding for the same word.
    @inline(__always) func positions(_ posting: UInt32, slot: Int) -> UnsafeBufferPointer<UInt32> {
      scratch.positions(of: Int(posting), slot: slot, in: postings)
    }

    /// The best position of `posting` (what the attribute criterion reads), without its others.
    @inline(__always) func firstPosition(_ posting: UInt32) -> UInt32 {
      postings.firstPosition(of: Int(posting))
    }

    /// Every figure of candidate `i` (for `_rankingInfo`), from the same functions the key uses.
    func figures(_ i: Int) -> RankingFigures {
      var f = RankingFigures()
      geoFigures(Int(docs[i]), into: &f)
      if let scores { f.filters = Int(scores[Int(docs[i])]) }
      guard wordCount > 0 else { return f }
      f.words = words(i)
      f.typos = typos(i)
      (f.attributeKey, f.firstMatchedWord) = attribute(i)
      f.nbExactWords = exactWords(i)
      f.proximityDistance = proximity(i)
      return f
    }

    @inline(__always) func key(_ i: Int, into out: UnsafeMutablePointer<UInt64>) {
      for s in 0..<segments.count { out[s] = segment(s, of: i)! }
      if segments.isEmpty { out[0] = 0 }
    }

    /// Word `s` of candidate `i`'s key, or nil as soon as it is known to exceed `bound`: criteria
    /// are computed in order, and the packed prefix is compared with `bound`'s while they tie, so a
    /// candidate losing on its typos never has its positions read.
    @inline(__always) func segment(_ s: Int, of i: Int, rejectingAbove bound: UInt64 = .max) -> UInt64? {
      let segment = segments[s]
      if segment.isNumber {
        guard let column = segment.column else { return .max }
        let value = column.first(of: Int(docs[i]))
        let encoded = Ranker.encode(value, ascending: segment.ascending)
        return encoded > bound ? nil : encoded
      }
      var packed: UInt64 = 0
      var remaining = segment.width
      var tied = bound != .max
      let known = segment.criteriaStart + (s == 0 ? tiedCriteria : 0)
      for c in segment.criteriaStart..<(segment.criteriaStart + segment.criteriaCount) {
        let criterion = criteria[c]
        let limit = (UInt64(1) << criterion.width) - 1
        let figure = c < known ? 0 : min(value(of: criterion.kind, i, limit: limit), limit)
        packed = packed << criterion.width | figure
        remaining -= criterion.width
        if tied {
          let prefix = bound >> remaining
          if packed > prefix { return nil }
          tied = packed == prefix
        }
      }
      return packed
    }
  }

  func withContext<R>(_ body: (Context) -> R) -> R {
    let scratch = PositionScratch(slots: words.count)
    return matches.docs.withUnsafeBufferPointer { docs in
      matches.codes.withUnsafeBufferPointer { codes in
        matches.postings.withUnsafeBufferPointer { refs in
          matches.keys.withUnsafeBufferPointer { keys in
            fieldTable.withUnsafeBufferPointer { table in
              segments.withUnsafeBufferPointer { segments in
                criteria.withUnsafeBufferPointer { criteria in
                  func run(_ scores: UnsafeBufferPointer<UInt16>?) -> R {
                    body(
                      Context(
                        docs: docs, codes: codes, refs: refs, keys: keys, n: docs.count, wordCount: words.count,
                        postings: snapshot.postings, scratch: scratch,
                        fieldTable: table, segments: segments, criteria: criteria, scores: scores, exactMode: exactMode,
                        minProximity: minProximity, attributeByProximity: attributeByProximity,
                        hasNoExactFields: hasNoExactFields,
                        geo: geo, snapshot: Unmanaged.passUnretained(snapshot), customRanks: snapshot.customRanks))
                  }
                  if let filterScores { return filterScores.withUnsafeBufferPointer { run($0) } }
                  return run(nil)
                }
              }
            }
          }
        }
      }
    }
  }

  /// Order-preserving encoding of a number; missing values sort last in both directions.
  static func encode(_ value: Double?, ascending: Bool) -> UInt64 {
    guard let value, !value.isNaN else { return .max }
    let bits = value.bitPattern
    let ordered = value.sign == .minus ? ~bits : bits | (1 << 63)
    return ascending ? min(ordered, .max - 1) : min(~ordered, .max - 1)
  }

  /// The ranking figures of candidate `i`.
  func figures(_ i: Int) -> RankingFigures {
    withContext { $0.figures(i) }
  }

  /// The smallest distance between two words' positions in the same field, capped at 8.
  ///
  /// One merge of the two sorted lists without a branch on the data: the field and word of a
  /// position are one number (`IndexLayout`, the single-word flag masked off), so two positions in
  /// different fields are at least 2^23 apart and never lower the minimum, and which list advances
  /// is a conditional move. A broad query of two common words (`the this`: 894k candidates, few of
  /// them with the words side by side) merges its lists for every candidate; with these moves in
  /// place of branches, ranking took about 5% less of that query's profile.
  static func distance(_ a: UnsafeBufferPointer<UInt32>, _ b: UnsafeBufferPointer<UInt32>) -> Int {
    guard a.count > 0, b.count > 0 else { return 8 }
    let pa = a.baseAddress.unsafelyUnwrapped
    let pb = b.baseAddress.unsafelyUnwrapped
    return closest(a.count, b.count) { pa[$0] } _: { pb[$0] }
  }

  /// `distance(_:_:)` of two postings' positions read where they lie in their blocks
  /// (`PositionBlockCodec.Location`), without decoding them into buffers first: the same merge,
  /// each step loading the next position of the list that advances. A broad query of two words
  /// merges the lists of every candidate: on bestbuy-1m's four slowest queries, ranking's share
  /// against matching went from 1.71 to 1.51 with this in place of decoding both lists.
  @inline(__always)
  static func distance(_ a: PositionBlockCodec.Location, _ b: PositionBlockCodec.Location) -> Int {
    closest(a.count, b.count) { a.fieldAndWord($0) } _: { b.fieldAndWord($0) }
  }

  /// `distance(_:_:)` of two postings' positions as a `PositionBlockCursor` hands them out.
  @inline(__always)
  static func distance(_ a: PositionBlockCursor.Positions, _ b: PositionBlockCursor.Positions) -> Int {
    closest(a.total, b.total) { a[$0] } _: { b[$0] }
  }

  /// The merge of `distance`: lists of `na` and `nb` (both at least 1) sorted positions, position
  /// `k` of each read by `a(k)` and `b(k)`.
  @inline(__always)
  private static func closest(_ na: Int, _ nb: Int, _ a: (Int) -> UInt32, _ b: (Int) -> UInt32) -> Int {
    let mask = ~IndexLayout.singleWordFlag
    var best: UInt32 = 8
    var i = 0
    var j = 0
    var x = a(0) & mask
    var y = b(0) & mask
    while true {
      let d = x > y ? x &- y : y &- x
      // The same position twice (one record word for two terms) is not a distance.
      best = min(best, d == 0 ? 8 : d)
      if best == 1 { break }  // adjacent: nothing is closer
      let step = x < y ? 1 : 0
      i &+= step
      j &+= 1 &- step
      if i == na || j == nb { break }
      x = a(i) & mask
      y = b(j) & mask
    }
    return Int(best)
  }

  /// The best `k` of `pool`'s candidates (every candidate when nil), best first: a bounded heap.
  /// The pool ties on the first `tied` criteria of the key (`Context.tiedCriteria`).
  func heapTop(_ k: Int, among pool: UnsafeBufferPointer<UInt32>?, tied: Int = 0) -> [Int] {
    let n = matches.count
    let count = pool?.count ?? n
    guard k > 0, count > 0 else { return [] }
    if k >= count { return sorted(pool.map { $0.map(Int.init) } ?? Array(0..<n)) }
    if let page = topByCustomRank(k, among: pool, tied: tied) { return page }
    let s = stride
    var heapKeys = [UInt64](repeating: 0, count: (k + 1) * s)
    var heap = [Int](repeating: 0, count: k)
    var size = 0
    withContext { base in
      var adjusted = base
      adjusted.tiedCriteria = pool == nil ? 0 : tied
      // A constant: a captured variable would be boxed and copied at every use.
      let context = adjusted
      heapKeys.withUnsafeMutableBufferPointer { keys in
        heap.withUnsafeMutableBufferPointer { heap in
          let current = keys.baseAddress! + k * s
          // Max-heap on (key, candidate): the worst kept candidate is at the root.
          @inline(__always) func worse(_ a: Int, _ b: Int) -> Bool {
            for x in 0..<s where keys[a * s + x] != keys[b * s + x] { return keys[a * s + x] > keys[b * s + x] }
            return heap[a] > heap[b]
          }
          @inline(__always) func swap(_ a: Int, _ b: Int) {
            heap.swapAt(a, b)
            for x in 0..<s { keys.swapAt(a * s + x, b * s + x) }
          }
          for j in 0..<count {
            // Cancelled: the heap so far (the executor throws before anyone reads it).
            if SearchCancellation.isCancelled(atStep: j) { break }
            let i = pool.map { Int($0[j]) } ?? j
            if size < k {
              context.key(i, into: current)
              for x in 0..<s { keys[size * s + x] = current[x] }
              heap[size] = i
              var c = size
              size += 1
              while c > 0 {
                let p = (c - 1) / 2
                if worse(c, p) {
                  swap(p, c)
                  c = p
                } else {
                  break
                }
              }
              continue
            }
            // Compare with the root word by word, criterion by criterion (`segment(_:of:rejectingAbove:)`),
            // computing only while the candidate ties: most are rejected on their first differing figure.
            var better = false
            var x = 0
            while x < s {
              guard let value = context.segmentCount == 0 ? 0 : context.segment(x, of: i, rejectingAbove: keys[x]) else {
                break
              }
              current[x] = value
              if value != keys[x] {
                better = true
                break
              }
              x += 1
            }
            guard better else { continue }
            x += 1
            while x < s {
              current[x] = context.segment(x, of: i)!
              x += 1
            }
            for x in 0..<s { keys[x] = current[x] }
            heap[0] = i
            var p = 0
            while true {
              let l = 2 * p + 1
              let r = l + 1
              var m = p
              if l < size && worse(l, m) { m = l }
              if r < size && worse(r, m) { m = r }
              if m == p { break }
              swap(p, m)
              p = m
            }
          }
        }
      }
    }
    var order = Array(0..<size)
    order.sort { a, b in
      for x in 0..<s where heapKeys[a * s + x] != heapKeys[b * s + x] { return heapKeys[a * s + x] < heapKeys[b * s + x] }
      return heap[a] < heap[b]
    }
    return order.map { heap[$0] }
  }

  /// Every candidate index, best first (used with distinct, which needs the full order).
  func sortedAll() -> [Int] {
    sorted(Array(0..<matches.count))
  }

  /// `candidates` (indexes), best first; none when the search is cancelled meanwhile (the
  /// executor throws before anyone reads them).
  func sorted(_ candidates: [Int]) -> [Int] {
    let n = candidates.count
    let s = stride
    var keys = [UInt64](repeating: 0, count: n * s)
    let finished = withContext { context in
      keys.withUnsafeMutableBufferPointer { buffer in
        for (j, i) in candidates.enumerated() {
          if SearchCancellation.isCancelled(atStep: j) { return false }
          context.key(i, into: buffer.baseAddress! + j * s)
        }
        return true
      }
    }
    if !finished { return [] }
    var order = Array(0..<n)
    order.sort { a, b in
      for x in 0..<s where keys[a * s + x] != keys[b * s + x] { return keys[a * s + x] < keys[b * s + x] }
      return candidates[a] < candidates[b]
    }
    return order.map { candidates[$0] }
  }
}
