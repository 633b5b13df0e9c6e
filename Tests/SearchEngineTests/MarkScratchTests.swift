import DemoData
import Testing

@testable import SearchEngine

@Suite("MarkScratch: collecting the marked records")
struct MarkScratchTests {
  /// The marked records, their codes and postings, in record order, by a plain walk.
  static func expected(
    _ scratch: MarkScratch, records: Range<Int>
  ) -> (docs: [UInt32], codes: [UInt8], refs: [UInt32], keys: [UInt16]) {
    let docs = records.filter { scratch.codes[$0] != 0xFF }
    return (docs.map(UInt32.init), docs.map { scratch.codes[$0] }, docs.map { scratch.refs[$0] }, docs.map { scratch.keys[$0] })
  }

  @Test("dense and sparse marks give every marked record once, in order, with its code, posting and key")
  func collectsEveryMarkedRecord() {
    var generator = SplitMix64(seed: 3)
    let records = 1_003
    // Nearly every record marked (a broad word: the one-pass path), then a few (the word-skipping path).
    for (oneIn, bound) in [(1, records), (50, records), (1, records / 3 * 2), (7, 200)] {
      let scratch = MarkScratch(recordCount: records)
      var marked = 0
      for doc in 0..<records where generator.next() % UInt64(oneIn) == 0 || oneIn == 1 && doc % 5 != 4 {
        if marked == bound { break }
        scratch.store(
          doc, code: UInt8(generator.next() % 6), ref: UInt32(generator.next() % 1_000_000),
          key: UInt16(generator.next() % 60_000))
        marked += 1
      }
      let collected = scratch.collect(upTo: bound, filter: nil)
      let want = Self.expected(scratch, records: 0..<records)
      #expect(collected.docs == want.docs, "one in \(oneIn), bound \(bound)")
      #expect(collected.codes == want.codes)
      #expect(collected.refs == want.refs)
      #expect(collected.keys == want.keys)
      // A range of records (a half of a record split) gives the marks of that range only.
      for range in [0..<64, 64..<640, 640..<records, 300..<301] {
        let part = scratch.collect(
          upTo: bound, filter: nil, records: UInt32(range.lowerBound)..<UInt32(range.upperBound))
        let wantPart = Self.expected(scratch, records: range)
        #expect(part.docs == wantPart.docs && part.codes == wantPart.codes, "one in \(oneIn), \(range)")
        #expect(part.refs == wantPart.refs && part.keys == wantPart.keys, "one in \(oneIn), \(range)")
      }
    }
  }

  @Test("a later word's marks are gathered for the candidates it matched, the candidates compacted with them")
  func gathersMarkedCandidates() {
    var generator = SplitMix64(seed: 11)
    let records = 2_000
    // Marked: every other record, plus the last; the candidates: every third record and the last.
    let scratch = MarkScratch(recordCount: records)
    for doc in stride(from: 0, to: records, by: 2) + [records - 1] {
      scratch.store(
        doc, code: UInt8(generator.next() % 6), ref: UInt32(generator.next() % 1_000_000), key: UInt16(generator.next() % 60_000))
    }
    let candidates = Array(stride(from: UInt32(0), to: UInt32(records), by: 3)) + [UInt32(records - 1)]
    var docs = candidates
    let gathered = scratch.gatherMarked(compacting: &docs)
    let kept = candidates.filter { scratch.codes[Int($0)] != 0xFF }
    #expect(gathered.mask == candidates.map { scratch.codes[Int($0)] })
    #expect(docs == kept)
    #expect(gathered.codes == kept.map { scratch.codes[Int($0)] })
    #expect(gathered.refs == kept.map { scratch.refs[Int($0)] })
    #expect(gathered.keys == kept.map { scratch.keys[Int($0)] })
    // None marked: no candidate left.
    scratch.reset()
    var none = candidates
    #expect(scratch.gatherMarked(compacting: &none).codes.isEmpty)
    #expect(none.isEmpty)
  }

  @Test("a filter keeps the marked records it holds, and the bound stops the collection")
  func collectsThroughAFilter() {
    let records = 1_000
    let scratch = MarkScratch(recordCount: records)
    for doc in stride(from: 3, to: records, by: 7) { scratch.store(doc, code: 2, ref: UInt32(doc), key: 0) }
    var filter = Bitset(count: records)
    for doc in stride(from: 0, to: records, by: 3) { filter.insert(doc) }
    let want = stride(from: 3, to: records, by: 7).filter { $0 % 3 == 0 }.map(UInt32.init)
    #expect(scratch.collect(upTo: records, filter: filter).docs == want)
    #expect(scratch.collect(upTo: 5, filter: filter).docs == Array(want.prefix(5)))
    #expect(scratch.collect(upTo: 5, filter: filter).refs == Array(want.prefix(5)))
    // A range of records, its ends inside words of 64.
    for range in [UInt32(0)..<70, 100..<101, 250..<999, 129..<1000] {
      #expect(scratch.collect(upTo: records, filter: filter, records: range).docs == want.filter { range.contains($0) }, "\(range)")
    }
  }

  @Test("a reset unmarks every record, in the last partial word of records too, and the next word starts clean")
  func resetUnmarksEverything() {
    let records = 1_003  // 15 words of 64 records and 43 more
    let scratch = MarkScratch(recordCount: records)
    for doc in [0, 63, 64, 500, 960, 1_002] { scratch.store(doc, code: 1, ref: 9, key: 4) }
    scratch.reset()
    #expect((0..<records).allSatisfy { scratch.codes[$0] == 0xFF })
    #expect(scratch.collect(upTo: records, filter: nil).docs.isEmpty)
    #expect(scratch.collect(upTo: 10, filter: nil).docs.isEmpty)
    scratch.store(700, code: 0, ref: 1, key: 1)
    #expect(scratch.collect(upTo: 10, filter: nil).docs == [700])
  }
}
