import DemoData
import Testing

@testable import SearchEngine

@Suite("Occurrence store: an import's word occurrences, kept compact per term")
struct OccurrenceStoreTests {
  /// Positions at the edges of the packed form: first and last field, flag on and off, word 0 and
  /// the largest word.
  static let edgePositions: [UInt32] = [
    0,
    IndexLayout.singleWordFlag,
    IndexLayout.positionMask,
    254 << IndexLayout.fieldShift | IndexLayout.singleWordFlag | IndexLayout.positionMask,
    255 << IndexLayout.fieldShift,
    3 << IndexLayout.fieldShift | 129,
  ]

  @Test("a packed position survives its rearranged form and its step from any other, at every edge of its bits")
  func positionCoding() {
    var random = SplitMix64(seed: 3)
    let positions = Self.edgePositions + (0..<10_000).map { _ in UInt32(truncatingIfNeeded: random.next()) }
    for (i, position) in positions.enumerated() {
      #expect(OccurrenceCoding.position(fromLowBits: OccurrenceCoding.lowBits(position)) == position)
      let previous = positions[(i * 7 + 1) % positions.count]
      #expect(OccurrenceCoding.position(after: previous, step: OccurrenceCoding.step(from: previous, to: position)) == position)
    }
    #expect(OccurrenceCoding.step(from: 5, to: 9) == 8, "a step forward is small and even")
    #expect(OccurrenceCoding.step(from: 9, to: 5) == 7, "a step back is small and odd")
  }

  @Test(
    "each term gives back its occurrences in the order they came, records and positions intact",
    arguments: [false, true])
  func roundTrip(wholeRecords: Bool) {
    var random = SplitMix64(seed: 42)
    let store = OccurrenceStore()
    var expected: [[(UInt32, UInt32)]] = Array(repeating: [], count: 300)
    // Records ascend with gaps from 0 to millions (a rare term), several occurrences per record;
    // term 0 is seen in record 0 first, whose gap is 0 like a repeated record's. With
    // `wholeRecords`, a record's words go in at once (as an import adds them), the terms first
    // seen among them included.
    var record: UInt32 = 0
    for r in 0..<4_000 {
      if r > 0 { record += UInt32(random.next() % 3 == 0 ? random.next() % 5_000_000 : random.next() % 3) }
      var terms: [UInt32] = []
      var positions: [UInt32] = []
      for _ in 0..<(1 + random.next() % 6) {
        let term = r == 0 ? 0 : Int(random.next() % 300 < 200 ? random.next() % 4 : random.next() % 300)
        let position =
          random.next() % 4 == 0
          ? Self.edgePositions[Int(random.next() % UInt64(Self.edgePositions.count))]
          : UInt32(truncatingIfNeeded: random.next())
        terms.append(UInt32(term))
        positions.append(position)
        expected[term].append((record, position))
      }
      if wholeRecords {
        terms.withUnsafeBufferPointer { terms in
          positions.withUnsafeBufferPointer { store.append(terms: terms, positions: $0, record: record) }
        }
      } else {
        for (term, position) in zip(terms, positions) { store.append(term: term, record: record, position: position) }
      }
    }
    for term in 0..<300 {
      let stored = Array(store.occurrences(of: term))
      #expect(stored.count == expected[term].count, "term \(term)")
      #expect(stored.elementsEqual(expected[term]) { $0.record == $1.0 && $0.position == $1.1 }, "term \(term)")
      #expect(Int(store.postingCount(of: term)) == Set(expected[term].map(\.0)).count)
    }
    #expect(Array(store.occurrences(of: 300)).isEmpty, "a term never seen has no occurrences")
  }

  @Test("a frequent term's occurrences take 2 bytes each here, not 8")
  func compactness() {
    let store = OccurrenceStore()
    // 3 million occurrences of one term: words 0-99 of field 1 in consecutive records.
    for record in 0..<UInt32(100_000) {
      for word in stride(from: UInt32(0), to: 100, by: 4) {
        store.append(term: 0, record: record, position: 1 << IndexLayout.fieldShift | word)
      }
    }
    let occurrences = 100_000 * 25
    #expect(store.bytesUsed <= occurrences * 2, "\(store.bytesUsed) bytes for \(occurrences) occurrences")
    #expect(Array(store.occurrences(of: 0)).count == occurrences)
  }
}

@Suite("The positions section written in parts, on two threads")
struct PositionSectionSplitTests {
  @Test("two ranges split at a block boundary, the second's offsets shifted, give the bytes and entries of one pass")
  func splitEqualsOnePass() throws {
    var random = SplitMix64(seed: 9)
    let store = OccurrenceStore()
    let terms = 50
    for record in 0..<UInt32(2_000) {
      for _ in 0..<(1 + random.next() % 8) {
        // A few frequent terms (postings crossing many blocks), many rare ones.
        let term = random.next() % 2 == 0 ? random.next() % 3 : random.next() % UInt64(terms)
        store.append(term: UInt32(term), record: record, position: UInt32(truncatingIfNeeded: random.next() % 5_000))
      }
    }
    let order = Array((0..<terms).reversed())
    var postStart: [UInt32] = [0]
    for term in order { postStart.append(postStart[postStart.count - 1] + store.postingCount(of: term)) }
    let total = Int(postStart[postStart.count - 1])

    func encode(_ range: Range<Int>) throws -> (bytes: [UInt8], entries: [UInt64]) {
      var bytes: [UInt8] = []
      let result = try InvertedIndexWriter.encodePositions(
        order: order, store: store, postStart: postStart, postings: range,
        ranks: AttributeKey.rankTable(ranks: [], unordered: [], fieldCount: 0), path: "test"
      ) { bytes.append(contentsOf: $0) }
      #expect(result.written == bytes.count)
      return (bytes, result.entries)
    }
    let whole = try encode(0..<total)
    #expect(whole.entries.count == (total + 127) / 128)
    // Splits at the first block, inside a term, and at the last block.
    for split in [128, total / 2 / 128 * 128, total / 128 * 128] {
      let head = try encode(0..<split)
      let tail = try encode(split..<total)
      #expect(head.bytes + tail.bytes == whole.bytes, "split at \(split)")
      #expect(head.entries + tail.entries.map { $0 + UInt64(head.bytes.count) } == whole.entries, "split at \(split)")
    }
    // Chunks claimed from both ends, as the import's two threads do, put back in order.
    for maxChunks in [1, 2, 5, 32] {
      let chunks = PositionChunks(postings: total, maxChunks: maxChunks)
      var front: [Int] = []
      var back: [Int] = []
      while true {
        guard let first = chunks.claimFirst() else { break }
        front.append(first)
        guard let last = chunks.claimLast() else { break }
        back.append(last)
      }
      let claimed = front + back.reversed()
      #expect(claimed == Array(0..<chunks.count), "\(maxChunks) chunks")
      var bytes: [UInt8] = []
      var entries: [UInt64] = []
      for chunk in claimed {
        let range = chunks.postings(of: chunk)
        #expect(range.lowerBound % 128 == 0)
        let part = try encode(range)
        entries += part.entries.map { $0 + UInt64(bytes.count) }
        bytes += part.bytes
      }
      #expect(bytes == whole.bytes, "\(maxChunks) chunks")
      #expect(entries == whole.entries, "\(maxChunks) chunks")
    }
  }

  @Test("the chunks cover every posting once, in order, and none is left to claim after a stop")
  func chunksCoverThePostings() {
    for postings in [0, 1, 127, 128, 129, 5_000, 1_000_000] {
      let chunks = PositionChunks(postings: postings, maxChunks: 7)
      let ranges = (0..<chunks.count).map { chunks.postings(of: $0) }
      #expect(ranges.first?.lowerBound ?? 0 == 0)
      #expect(ranges.last?.upperBound ?? 0 == postings)
      for (a, b) in zip(ranges, ranges.dropFirst()) { #expect(a.upperBound == b.lowerBound && !a.isEmpty) }
    }
    let chunks = PositionChunks(postings: 10_000, maxChunks: 8)
    #expect(chunks.claimFirst() == 0)
    #expect(chunks.claimLast() == 7)
    chunks.stop()
    #expect(chunks.claimFirst() == nil)
    #expect(chunks.claimLast() == nil)
  }
}
