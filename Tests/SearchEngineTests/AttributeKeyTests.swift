import Testing

@testable import SearchEngine

@Suite("AttributeKey: what the attribute criterion ranks a word's best position by")
struct AttributeKeyTests {
  /// A position as the index stores it: field, then word, with the single-word flag when set.
  private func at(_ field: UInt32, _ word: UInt32, single: Bool = false) -> UInt32 {
    field << IndexLayout.fieldShift | word | (single ? IndexLayout.singleWordFlag : 0)
  }

  @Test("the attribute's rank, then the word's position in an ordered attribute (at most 1023), none in an unordered one")
  func rankThenPosition() {
    // name (rank 0), brand (1), categories (2), unordered(description) (3), as bestbuy-1m declares them.
    let table = AttributeKey.rankTable(ranks: [0, 1, 2, 3], unordered: [false, false, false, true], fieldCount: 4)
    table.withUnsafeBufferPointer { table in
      #expect(AttributeKey.of(at(0, 0), table: table) == 0)
      #expect(AttributeKey.of(at(0, 7), table: table) == 7)
      #expect(AttributeKey.of(at(0, 5_000), table: table) == 1023)
      #expect(AttributeKey.of(at(1, 2), table: table) == 1 << 10 | 2)
      #expect(AttributeKey.of(at(2, 1, single: true), table: table) == 2 << 10 | 1)
      #expect(AttributeKey.of(at(3, 0), table: table) == 3 << 10)
      #expect(AttributeKey.of(at(3, 41), table: table) == 3 << 10)
      #expect(AttributeKey.of(at(3, 5_000, single: true), table: table) == 3 << 10)
      // A field beyond the declared ones ranks last, unordered.
      #expect(AttributeKey.of(at(9, 3), table: table) == 255 << 10)
      // Alternating ordered and unordered positions, as a broad word's postings do.
      let firsts = (0..<64).map { at(UInt32($0 % 2 == 0 ? 0 : 3), UInt32($0)) }
      #expect(firsts.map { AttributeKey.of($0, table: table) } == (0..<64).map { $0 % 2 == 0 ? $0 : 3 << 10 })
    }
  }
}
