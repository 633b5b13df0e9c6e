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

  @Test("interning a record's words at once gives the ids one-by-one interning gives")
  func internWordsOfARecord() {
    let words = Self.words(count: 3_000, seed: 11).filter { !$0.isEmpty }
    var text = ExtractedText()
    let object: JSONObject = ["t": .string(words.map { String(decoding: $0, as: UTF8.self) }.joined(separator: " "))]
    TextExtractor(paths: [AttributePath("t")]).extract(object, into: &text)
    var batch = TermTable()
    var ids: [UInt32] = []
    batch.intern(wordsOf: text, record: 0) { id, _ in ids.append(id) }
    var single = TermTable()
    var expected: [UInt32] = []
    text.forEachWord(of: 0) { bytes, _ in expected.append(single.intern(bytes)) }
    #expect(ids == expected)
    #expect(ids.count == words.count)
  }
}
