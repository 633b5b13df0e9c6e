import DemoData
import Testing

@testable import SearchEngine

@Suite("Bitset: the records a search counts")
struct BitsetTests {
  @Test("a list of records inserted at once holds exactly the records inserted one by one, in any order")
  func insertsAListAsOneByOne() {
    var generator = SplitMix64(seed: 5)
    let records = 5_000
    // Dense runs sharing words (a broad word's postings: gathered per word), sparse ones (or-ed
    // one by one), a word left and met again, and the last records of the set.
    let lists: [[UInt32]] = [
      Array(0..<300),
      Array(stride(from: 0, to: UInt32(records), by: 97)),
      Array(stride(from: 3, to: UInt32(records), by: 5)),
      [5, 64, 65, 3, 200, 66, 4_999, 0, 63],
      (0..<2_000).map { _ in UInt32(generator.next() % UInt64(records)) },
      [],
    ]
    for list in lists {
      var atOnce = Bitset(count: records)
      atOnce.insert(2)  // a record already there stays
      list.withUnsafeBufferPointer { atOnce.insert(contentsOf: $0) }
      var oneByOne = Bitset(count: records)
      oneByOne.insert(2)
      for doc in list { oneByOne.insert(Int(doc)) }
      #expect(atOnce.members() == oneByOne.members(), "\(list.prefix(9))")
      #expect(atOnce.members() == Array(Set(list + [2])).sorted())
    }
  }
}
