import DemoData
import SearchModel
import Testing

@testable import SearchEngine

@Suite("Term table: words sharing their first bytes, and whole records at once")
struct TermTableSharedPrefixTests {
  /// Words of 0 to 40 bytes, many sharing their first eight bytes, some repeated.
  static func words(count: Int, seed: UInt64) -> [[UInt8]] {
    var random = SplitMix64(seed: seed)
    let stems: [[UInt8]] = [Array("customer".utf8), Array("abcdefgh".utf8), Array("x".utf8), [], Array("é".utf8)]
    return (0..<count).map { _ in
      var word = stems[Int(random.next() % UInt64(stems.count))]
      let extra = Int(random.next() % 33)
      for _ in 0..<extra { word.append(UInt8(0x61 + random.next() % 3)) }
      return word
    }
  }

  @Test("ids are dense, in order of first sight, equal for equal bytes and different otherwise")
  func internMatchesADictionary() {
    var table = TermTable()
    var reference: [[UInt8]: UInt32] = [:]
    for word in Self.words(count: 20_000, seed: 7) {
      let id = word.withUnsafeBufferPointer { table.intern($0) }
      let expected = reference[word] ?? UInt32(reference.count)
      reference[word] = expected
      #expect(id == expected)
    }
    #expect(table.count == reference.count)
    for (word, id) in reference { #expect(Array(table.bytes(Int(id))) == word) }
  }

  @Test("ids sort by their bytes as comparing them byte by byte does: shared first eight bytes, prefixes, zero and high bytes")
  func sortedByBytes() {
    var table = TermTable()
    var words = Self.words(count: 5_000, seed: 11)
    words += [[0], [0, 0], [], [0x61, 0], [0x61], [0x61, 0, 0, 0, 0, 0, 0, 0, 1], [0x61, 0, 0, 0, 0, 0, 0, 0], [0xFF], [0xFF, 0xFF, 0x7F]]
    for word in words { _ = word.withUnsafeBufferPointer { table.intern($0) } }
    let expected = (0..<table.count).sorted { table.bytes($0).lexicographicallyPrecedes(table.bytes($1)) }
    #expect(table.sortedByBytes(0..<table.count) == expected)
    let some = Array(stride(from: table.count - 1, through: 0, by: -3))
    #expect(table.sortedByBytes(some) == some.sorted { table.bytes($0).lexicographicallyPrecedes(table.bytes($1)) })
  }

  @Test("interning records' words at once gives the ids one-by-one interning gives, the table growing among them")
  func internWordsOfRecords() {
    // 60,000 words, most of them new: the table (65,536 slots at first, at most half full) grows
    // twice in the middle of a record. Records of 0 to 6,000 words reuse the scratch of longer ones.
    let words = Self.words(count: 60_000, seed: 11).filter { !$0.isEmpty }
    var random = SplitMix64(seed: 5)
    var text = ExtractedText()
    var start = 0
    while start < words.count {
      let count = min(words.count - start, Int(random.next() % 6_000))
      let line = words[start..<start + count].map { String(decoding: $0, as: UTF8.self) }.joined(separator: " ")
      TextExtractor(paths: [AttributePath("t")]).extract(["t": .string(line)], into: &text)
      start += count
    }
    var batch = TermTable()
    var single = TermTable()
    var ids: [UInt32] = [99]
    var total = 0
    for record in 0..<text.recordCount {
      batch.intern(wordsOf: text, record: record, into: &ids)
      var expected: [UInt32] = []
      text.forEachWord(of: record) { bytes, _ in expected.append(single.intern(bytes)) }
      #expect(ids == expected, "record \(record)")
      total += ids.count
    }
    #expect(total == words.count)
    #expect(batch.count == single.count && batch.count > 32_768)
  }
}
