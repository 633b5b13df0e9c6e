import SearchModel

/// Orders matching records by Algolia's tie-breaking criteria and picks the requested page.
///
/// Every criterion becomes part of a key compared lexicographically in `ranking` order: the
/// integer criteria (typo, geo, words, filters, proximity, attribute, exact) are packed into one
/// 64-bit word per run; each `asc()/desc()` and custom-ranking attribute is one word holding its
/// number in an order-preserving encoding (missing values last). The record id breaks remaining
/// ties, so the same query always gives the same order. Only the best `k` are kept (a bounded
/// heap), so ranking a million candidates never sorts a million keys.
struct Ranker {
  private enum IntCriterion { case typo, geo, words, filters, proximity, attribute, exact }
  private enum Segment {
    case packed([IntCriterion])
    case number(NumericColumn?, ascending: Bool)
  }

  let snapshot: IndexSnapshot
  let settings: EngineSettings
  let matches: MatchSet
  let words: [QueryWord]
  let geo: GeoQuery?
  let filterScores: [UInt16]?
  let exactOnSingleWord: String
  private let segments: [Segment]
  let stride: Int

  init(
    snapshot: IndexSnapshot, settings: EngineSettings, matches: MatchSet, words: [QueryWord],
    geo: GeoQuery?, filterScores: [UInt16]?, exactOnSingleWord: String
  ) {
    self.snapshot = snapshot
    self.settings = settings
    self.matches = matches
    self.words = words
    self.geo = geo
    self.filterScores = filterScores
    self.exactOnSingleWord = exactOnSingleWord
    var segments: [Segment] = []
    var run: [IntCriterion] = []
    func flush() {
      if !run.isEmpty { segments.append(.packed(run)) }
      run = []
    }
    for criterion in settings.ranking {
      switch criterion {
      case .typo: run.append(.typo)
      case .geo: if geo != nil { run.append(.geo) }
      case .words: break  // every word is required: the count never differs
      case .filters: if filterScores != nil { run.append(.filters) }
      case .proximity: if words.count > 1 { run.append(.proximity) }
      case .attribute: if snapshot.hasAttributeOrder && !words.isEmpty { run.append(.attribute) }
      case .exact: if !words.isEmpty { run.append(.exact) }
      case .custom:
        flush()
        for spec in settings.customRanking {
          segments.append(.number(snapshot.numerics[spec.attribute], ascending: spec.ascending))
        }
      case .sort(let attribute, let ascending):
        flush()
        segments.append(.number(snapshot.numerics[attribute], ascending: ascending))
      }
    }
    flush()
    self.segments = segments
    stride = max(segments.count, 1)
  }

  private static let bits: [IntCriterion: UInt64] = [
    .typo: 5, .geo: 20, .words: 5, .filters: 16, .proximity: 8, .attribute: 16, .exact: 5,
  ]

  /// Writes candidate `i`'s key into `out[0..<stride]`.
  @inline(__always)
  func key(_ i: Int, into out: UnsafeMutablePointer<UInt64>) {
    let doc = Int(matches.docs[i])
    var figures: RankingFigures?
    for (s, segment) in segments.enumerated() {
      switch segment {
      case .number(let column, let ascending):
        out[s] = Self.encode(column?.first(of: doc), ascending: ascending)
      case .packed(let criteria):
        if figures == nil { figures = self.figures(i) }
        let f = figures!
        var packed: UInt64 = 0
        for criterion in criteria {
          let width = Self.bits[criterion]!
          let limit = (UInt64(1) << width) - 1
          let value: UInt64
          switch criterion {
          case .typo: value = UInt64(f.typos)
          case .geo: value = f.geoDistance.map { UInt64($0 / max(f.geoPrecision, 1)) } ?? limit
          case .words: value = 0
          case .filters: value = limit - min(UInt64(f.filters), limit)
          case .proximity: value = UInt64(f.proximityDistance)
          case .attribute: value = UInt64(f.attributeKey)
          case .exact: value = limit - min(UInt64(f.nbExactWords), limit)
          }
          packed = packed << width | min(value, limit)
        }
        out[s] = packed
      }
    }
    if segments.isEmpty { out[0] = 0 }
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
    var f = RankingFigures()
    let doc = Int(matches.docs[i])
    f.words = words.count
    if let geo {
      f.geoPrecision = Int(geo.precision)
      f.geoDistance = geo.distance(of: doc, in: snapshot).map { Int($0.rounded()) }
    }
    if let filterScores { f.filters = Int(filterScores[doc]) }
    guard !words.isEmpty else { return f }
    let postings = snapshot.postings
    var best = Int.max
    var bestFirst = Int.max
    for w in 0..<words.count {
      let code = matches.codes[w][i]
      f.typos += Int(code >> 1)
      let positions = postings.positions(of: Int(matches.postings[w][i]))
      if let first = positions.first {
        let field = Int(first >> IndexLayout.fieldShift)
        let position = Int(first & IndexLayout.positionMask)
        let rank = field < snapshot.fieldRanks.count ? snapshot.fieldRanks[field] : 255
        let unordered = field < snapshot.fieldUnordered.count ? snapshot.fieldUnordered[field] : true
        let key = min(rank, 63) << 10 | (unordered ? 0 : min(position, 1023))
        best = min(best, key)
        bestFirst = min(bestFirst, rank * 1000 + (unordered ? 0 : min(position, 999)))
      }
      if code == 0 {
        if words.count > 1 || exactOnSingleWord == "word" {
          f.nbExactWords += 1
        } else if exactOnSingleWord == "attribute" {
          if positions.contains(where: { $0 & IndexLayout.singleWordFlag != 0 }) { f.nbExactWords += 1 }
        }
      }
    }
    f.attributeKey = best == Int.max ? 0 : best
    f.firstMatchedWord = bestFirst == Int.max ? 0 : bestFirst
    if words.count > 1 {
      for w in 0..<(words.count - 1) {
        f.proximityDistance += Self.distance(
          postings.positions(of: Int(matches.postings[w][i])), postings.positions(of: Int(matches.postings[w + 1][i])))
      }
    }
    return f
  }

  /// The smallest distance between two words' positions in the same field, capped at 8.
  static func distance(_ a: UnsafeBufferPointer<UInt32>, _ b: UnsafeBufferPointer<UInt32>) -> Int {
    var best = 8
    var i = 0
    var j = 0
    let fieldMask = ~(IndexLayout.singleWordFlag)
    while i < a.count && j < b.count {
      let x = a[i] & fieldMask
      let y = b[j] & fieldMask
      if x >> IndexLayout.fieldShift == y >> IndexLayout.fieldShift {
        let d = abs(Int(x & IndexLayout.positionMask) - Int(y & IndexLayout.positionMask))
        if d > 0 { best = min(best, d) }
        if best == 1 { return 1 }
      }
      if x < y { i += 1 } else { j += 1 }
    }
    return best
  }

  /// The candidate indexes of the best `k` records, best first.
  func top(_ k: Int) -> [Int] {
    let n = matches.count
    guard k > 0, n > 0 else { return [] }
    if k >= n { return sortedAll() }
    let s = stride
    var heapKeys = [UInt64](repeating: 0, count: k * s)
    var heap = [Int]()
    heap.reserveCapacity(k)
    var scratch = [UInt64](repeating: 0, count: s)
    heapKeys.withUnsafeMutableBufferPointer { keys in
      scratch.withUnsafeMutableBufferPointer { current in
        // Max-heap on (key, doc): the worst kept candidate is at the root.
        func worse(_ a: Int, _ b: Int) -> Bool {  // slot a ranks after slot b
          for x in 0..<s where keys[a * s + x] != keys[b * s + x] { return keys[a * s + x] > keys[b * s + x] }
          return heap[a] > heap[b]
        }
        func siftDown(_ start: Int) {
          var p = start
          while true {
            let l = 2 * p + 1
            let r = l + 1
            var m = p
            if l < heap.count && worse(l, m) { m = l }
            if r < heap.count && worse(r, m) { m = r }
            if m == p { return }
            heap.swapAt(p, m)
            for x in 0..<s { keys.swapAt(p * s + x, m * s + x) }
            p = m
          }
        }
        func siftUp(_ start: Int) {
          var c = start
          while c > 0 {
            let p = (c - 1) / 2
            if worse(c, p) {
              heap.swapAt(p, c)
              for x in 0..<s { keys.swapAt(p * s + x, c * s + x) }
              c = p
            } else {
              return
            }
          }
        }
        for i in 0..<n {
          key(i, into: current.baseAddress!)
          if heap.count < k {
            for x in 0..<s { keys[heap.count * s + x] = current[x] }
            heap.append(i)
            siftUp(heap.count - 1)
            continue
          }
          // Better than the root? (candidates come in ascending doc order, so ties lose)
          var better = false
          for x in 0..<s where current[x] != keys[x] {
            better = current[x] < keys[x]
            break
          }
          if better {
            for x in 0..<s { keys[x] = current[x] }
            heap[0] = i
            siftDown(0)
          }
        }
      }
    }
    var order = Array(0..<heap.count)
    order.sort { a, b in
      for x in 0..<s where heapKeys[a * s + x] != heapKeys[b * s + x] { return heapKeys[a * s + x] < heapKeys[b * s + x] }
      return heap[a] < heap[b]
    }
    return order.map { heap[$0] }
  }

  /// Every candidate index, best first (used with distinct, which needs the full order).
  func sortedAll() -> [Int] {
    let n = matches.count
    let s = stride
    var keys = [UInt64](repeating: 0, count: n * s)
    keys.withUnsafeMutableBufferPointer { buffer in
      for i in 0..<n { key(i, into: buffer.baseAddress! + i * s) }
    }
    var order = Array(0..<n)
    order.sort { a, b in
      for x in 0..<s where keys[a * s + x] != keys[b * s + x] { return keys[a * s + x] < keys[b * s + x] }
      return a < b
    }
    return order
  }
}
