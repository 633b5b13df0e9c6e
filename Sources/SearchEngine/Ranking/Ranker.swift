import SearchModel

/// Orders matching records by Algolia's tie-breaking criteria and picks the requested page.
///
/// Every criterion becomes part of a key compared lexicographically in `ranking` order: the
/// integer criteria (typo, geo, filters, proximity, attribute, exact) are packed into one 64-bit
/// word per run; each `asc()/desc()` and custom-ranking attribute is one word holding its number in
/// an order-preserving encoding (missing values last). The record id breaks remaining ties, so
/// the same query always gives the same order. Only the best `k` are kept (a bounded heap), so
/// ranking a million candidates never sorts a million keys. Criteria that cannot differ (words,
/// and everything textual on an empty query) are left out of the key.
struct Ranker {
  /// Kinds of packed integer criteria.
  enum IntCriterion: UInt8 { case typo, geo, words, filters, proximity, attribute, exact, custom }

  /// One word of the key: a packed run of integer criteria or one numeric attribute.
  struct Segment {
    var isNumber: Bool
    var ascending: Bool
    var offsets: UnsafeBufferPointer<UInt32>
    var values: UnsafeBufferPointer<Double>
    var criteriaStart: Int
    var criteriaCount: Int
    /// True when a packed word needs the textual figures (anything but the custom rank alone).
    var textual = true
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
  /// `attributeCriteriaComputedByMinProximity`: the attribute criterion reads the attribute where
  /// the words are closest, not the best-ranked attribute any word matched in.
  let attributeByProximity: Bool
  private let segments: [Segment]
  private let criteria: [PackedCriterion]
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
    optionalWords: Bool = false, minProximity: Int = 1, attributeByProximity: Bool = false,
    noExactAttributes: [String] = []
  ) {
    self.attributeByProximity = attributeByProximity
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
    let empty = UnsafeBufferPointer<UInt32>(start: nil, count: 0)
    let emptyValues = UnsafeBufferPointer<Double>(start: nil, count: 0)
    func flush() {
      if criteria.count > runStart {
        let needsFigures = criteria[runStart...].contains { $0.kind != .custom }
        segments.append(
          Segment(
            isNumber: false, ascending: true, offsets: empty, values: emptyValues, criteriaStart: runStart,
            criteriaCount: criteria.count - runStart, textual: needsFigures || geo != nil || filterScores != nil))
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
          isNumber: true, ascending: ascending, offsets: column?.docOffsets ?? empty, values: column?.values ?? emptyValues,
          criteriaStart: 0, criteriaCount: column == nil ? 0 : 1))
    }
    let hasWords = !words.isEmpty
    // `typoTolerance: min` or `strict` makes typo the first criterion, whatever `ranking` says.
    let ranking = typoFirst ? [.typo] + settings.ranking.filter { $0 != .typo } : settings.ranking
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
    var table = [UInt16](repeating: 255 << 1 | 1, count: 256)
    for field in 0..<min(snapshot.fields.count, 256) {
      let rank = field < snapshot.fieldRanks.count ? min(snapshot.fieldRanks[field], 63) : 63
      let unordered = field < snapshot.fieldUnordered.count ? snapshot.fieldUnordered[field] : true
      table[field] = UInt16(rank) << 1 | (unordered ? 1 : 0)
    }
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
    let n: Int
    let wordCount: Int
    let positionRefs: UnsafeBufferPointer<UInt32>
    let positions: UnsafeBufferPointer<UInt32>
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

    var segmentCount: Int { segments.count }

    @inline(__always) func positions(_ posting: UInt32) -> UnsafeBufferPointer<UInt32> {
      Postings.positions(of: Int(posting), refs: positionRefs, lists: positions)
    }

    @inline(__always) func figures(_ i: Int) -> RankingFigures {
      var f = RankingFigures()
      let doc = Int(docs[i])
      if let geo, let nearest = snapshot._withUnsafeGuaranteedRef({ geo.nearest(of: doc, in: $0) }) {
        f.geoPrecision = geo.precision.size(at: nearest.distance)
        f.geoDistance = Int(nearest.distance.rounded())
        f.geoBucket = geo.precision.bucket(of: nearest.distance)
        f.matchedGeoLocation = nearest.point
      }
      if let scores { f.filters = Int(scores[doc]) }
      guard wordCount > 0 else { return f }
      var best = Int.max
      var bestFirst = Int.max
      for w in 0..<wordCount {
        let code = codes[w * n + i]
        if code == PlanMatcher.absent { continue }
        f.words += 1
        f.typos += Int(code >> 1)
        let list = positions(refs[w * n + i])
        if let first = list.first {
          let entry = Int(fieldTable[Int(first >> IndexLayout.fieldShift)])
          let rank = (entry & Ranker.rankBits) >> 1
          let unordered = entry & 1 == 1
          let position = Int(first & IndexLayout.positionMask)
          best = min(best, rank << 10 | (unordered ? 0 : min(position, 1023)))
          bestFirst = min(bestFirst, rank * 1000 + (unordered ? 0 : min(position, 999)))
        }
        if code == 0 {
          // `disableExactOnAttributes`: an exact match counts only in the other attributes.
          @inline(__always) func counts(_ p: UInt32) -> Bool {
            !hasNoExactFields || Int(fieldTable[Int(p >> IndexLayout.fieldShift)]) & Ranker.noExactFlag == 0
          }
          if wordCount > 1 || exactMode == 2 {
            if !hasNoExactFields || list.contains(where: counts) { f.nbExactWords += 1 }
          } else if exactMode == 1 {
            for p in list where p & IndexLayout.singleWordFlag != 0 && counts(p) {
              f.nbExactWords += 1
              break
            }
          }
        }
      }
      f.attributeKey = best == Int.max ? 0 : best
      f.firstMatchedWord = bestFirst == Int.max ? 0 : bestFirst
      if attributeByProximity && wordCount > 1, let closest = closestAttribute(i) {
        f.attributeKey = closest.rank << 10 | min(closest.position, 1023)
        f.firstMatchedWord = closest.rank * 1000 + min(closest.position, 999)
      }
      if wordCount > 1 {
        // Between consecutive words the record has (all of them, unless some are optional).
        var previous = -1
        for w in 0..<wordCount where codes[w * n + i] != PlanMatcher.absent {
          if previous >= 0 {
            // One record word for two query words (a multi-word synonym's one-word side) is adjacent.
            let same = refs[previous * n + i] == refs[w * n + i]
            let distance = same ? 1 : Ranker.distance(positions(refs[previous * n + i]), positions(refs[w * n + i]))
            f.proximityDistance += max(distance, minProximity)
          }
          previous = w
        }
      }
      return f
    }

    @inline(__always) func key(_ i: Int, into out: UnsafeMutablePointer<UInt64>) {
      var figures = RankingFigures()
      var computed = false
      for s in 0..<segments.count { out[s] = segment(s, of: i, figures: &figures, computed: &computed) }
      if segments.isEmpty { out[0] = 0 }
    }

    /// Word `s` of candidate `i`'s key; `figures` caches the textual figures between words once
    /// `computed`. (Not an optional: reading back an optional struct just written stalled the CPU
    /// on every candidate.)
    @inline(__always) func segment(_ s: Int, of i: Int, figures: inout RankingFigures, computed: inout Bool) -> UInt64 {
      let segment = segments[s]
      if segment.isNumber {
        if segment.criteriaCount == 0 { return .max }
        let doc = Int(docs[i])
        let start = Int(segment.offsets[doc])
        let value: Double? = start < Int(segment.offsets[doc + 1]) ? segment.values[start] : nil
        return Ranker.encode(value, ascending: segment.ascending)
      }
      if !computed {
        if segment.textual { figures = self.figures(i) }
        computed = true
      }
      let f = figures
      var packed: UInt64 = 0
      for c in segment.criteriaStart..<(segment.criteriaStart + segment.criteriaCount) {
        let criterion = criteria[c]
        let limit = (UInt64(1) << criterion.width) - 1
        let value: UInt64
        switch criterion.kind {
        case .typo: value = UInt64(f.typos)
        case .words: value = limit - min(UInt64(f.words), limit)
        case .geo: value = f.geoBucket ?? limit
        case .filters: value = limit - min(UInt64(f.filters), limit)
        case .proximity: value = UInt64(f.proximityDistance)
        case .attribute: value = UInt64(f.attributeKey)
        case .exact: value = limit - min(UInt64(f.nbExactWords), limit)
        case .custom: value = UInt64(customRanks[Int(docs[i])])
        }
        packed = packed << criterion.width | min(value, limit)
      }
      return packed
    }
  }

  private func withContext<R>(_ body: (Context) -> R) -> R {
    matches.docs.withUnsafeBufferPointer { docs in
      matches.codes.withUnsafeBufferPointer { codes in
        matches.postings.withUnsafeBufferPointer { refs in
          fieldTable.withUnsafeBufferPointer { table in
            segments.withUnsafeBufferPointer { segments in
              criteria.withUnsafeBufferPointer { criteria in
                func run(_ scores: UnsafeBufferPointer<UInt16>?) -> R {
                  body(
                    Context(
                      docs: docs, codes: codes, refs: refs, n: docs.count, wordCount: words.count,
                      positionRefs: snapshot.postings.positionRefs, positions: snapshot.postings.positions,
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
    var heapKeys = [UInt64](repeating: 0, count: (k + 1) * s)
    var heap = [Int](repeating: 0, count: k)
    var size = 0
    // Bit offset of the typo count inside the first key word when typo leads it, else -1.
    var typoShift = -1
    if !hasOptional, let first = segments.first, !first.isNumber, first.criteriaCount > 0, criteria[first.criteriaStart].kind == .typo {
      typoShift = criteria[(first.criteriaStart + 1)..<(first.criteriaStart + first.criteriaCount)].reduce(0) { $0 + Int($1.width) }
    }
    withContext { context in
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
          for i in 0..<n {
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
            // A cheap bound first: with typo leading the key, more typos than the root can never win.
            if typoShift >= 0 {
              var typos = 0
              for w in 0..<context.wordCount { typos += Int(context.codes[w * n + i] >> 1) }
              if UInt64(typos) > keys[0] >> UInt64(typoShift) { continue }
            }
            // Compare with the root word by word, computing a word only while the previous ones tie:
            // most candidates are rejected before their custom-ranking numbers are even read.
            var better = false
            var figures = RankingFigures()
            var computed = false
            var x = 0
            while x < s {
              let value = context.segmentCount == 0 ? 0 : context.segment(x, of: i, figures: &figures, computed: &computed)
              current[x] = value
              if value != keys[x] {
                better = value < keys[x]
                break
              }
              x += 1
            }
            guard better else { continue }
            x += 1
            while x < s {
              current[x] = context.segment(x, of: i, figures: &figures, computed: &computed)
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
    let n = matches.count
    let s = stride
    var keys = [UInt64](repeating: 0, count: n * s)
    withContext { context in
      keys.withUnsafeMutableBufferPointer { buffer in
        for i in 0..<n { context.key(i, into: buffer.baseAddress! + i * s) }
      }
    }
    var order = Array(0..<n)
    order.sort { a, b in
      for x in 0..<s where keys[a * s + x] != keys[b * s + x] { return keys[a * s + x] < keys[b * s + x] }
      return a < b
    }
    return order
  }
}
