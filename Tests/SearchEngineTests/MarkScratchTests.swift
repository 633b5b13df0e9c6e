import DemoData
import Testing

@testable import SearchEngine

@Suite("MarkScratch: collecting the marked records")
struct MarkScratchTests {
  /// The marked records, their codes and postings, in record order, by a plain walk.
  static func expected(_ scratch: MarkScratch, records: Int) -> (docs: [UInt32], codes: [UInt8], refs: [UInt32]) {
    let docs = (0..<records).filter { scratch.codes[$0] != 0xFF }
    return (docs.map(UInt32.init), docs.map { scratch.codes[$0] }, docs.map { scratch.refs[$0] })
  }

  @Test("dense and sparse marks give every marked record once, in order, with its code and posting")
  func collectsEveryMarkedRecord() {
    var generator = SplitMix64(seed: 3)
    let records = 1_003
    // Nearly every record marked (a broad word: the one-pass path), then a few (the word-skipping path).
    for (oneIn, bound) in [(1, records), (50, records), (1, records / 3 * 2), (7, 200)] {
      let scratch = MarkScratch(recordCount: records)
      var marked = 0
      for doc in 0..<records where generator.next() % UInt64(oneIn) == 0 || oneIn == 1 && doc % 5 != 4 {
        if marked == bound { break }
        scratch.codes[doc] = UInt8(generator.next() % 6)
        scratch.refs[doc] = UInt32(generator.next() % 1_000_000)
        marked += 1
      }
      let collected = scratch.collect(upTo: bound, filter: nil)
      let want = Self.expected(scratch, records: records)
      #expect(collected.docs == want.docs, "one in \(oneIn), bound \(bound)")
      #expect(collected.codes == want.codes)
      #expect(collected.refs == want.refs)
    }
  }
}
