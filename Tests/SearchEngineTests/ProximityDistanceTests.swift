import Testing
@testable import SearchEngine

@Suite("Proximity: the distance between two words' positions")
struct ProximityDistanceTests {
  /// A position as the index stores it: field, then word, with the single-word flag when set.
  private func at(_ field: UInt32, _ word: UInt32, single: Bool = false) -> UInt32 {
    field << IndexLayout.fieldShift | word | (single ? IndexLayout.singleWordFlag : 0)
  }

  private func distance(_ a: [UInt32], _ b: [UInt32]) -> Int {
    a.withUnsafeBufferPointer { a in b.withUnsafeBufferPointer { b in Ranker.distance(a, b) } }
  }

  @Test("the closest pair of positions in one attribute, in either order")
  func closestPair() {
    #expect(distance([at(0, 2), at(0, 40)], [at(0, 9), at(0, 37)]) == 3)
    #expect(distance([at(1, 12)], [at(1, 5), at(1, 11)]) == 1)
    #expect(distance([at(2, 0)], [at(2, 6)]) == 6)
  }

  @Test("capped at 8, and 8 when a list is empty")
  func capped() {
    #expect(distance([at(0, 0)], [at(0, 500)]) == 8)
    #expect(distance([], [at(0, 1)]) == 8)
    #expect(distance([at(0, 1)], []) == 8)
  }

  @Test("words of different attributes are never close, even the last word of one and the first of the next")
  func acrossAttributes() {
    let last = IndexLayout.positionMask
    #expect(distance([at(0, last)], [at(1, 0)]) == 8)
    #expect(distance([at(3, 0)], [at(2, last)]) == 8)
    #expect(distance([at(0, 3), at(1, 0)], [at(0, 9), at(1, 2)]) == 2)
  }

  @Test("the single-word flag is not part of the distance, and one position for both words is not a distance")
  func flagAndSamePosition() {
    #expect(distance([at(0, 0, single: true)], [at(0, 1)]) == 1)
    #expect(distance([at(0, 4)], [at(0, 4)]) == 8)
    #expect(distance([at(0, 4)], [at(0, 4), at(0, 6)]) == 2)
  }
}
