import DemoData
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

  @Test("read where the positions lie in their blocks, the distance is the one of the decoded lists")
  func inPlaceEqualsDecoded() {
    var generator = SplitMix64(seed: 14)
    // Two blocks of postings of one to twelve sorted positions in four fields, some flagged.
    var blocks: [(bytes: [UInt8], entry: PositionBlockCodec.Entry, n: Int)] = []
    for _ in 0..<2 {
      var positions: [UInt32] = []
      var ends: [Int] = []
      for _ in 0..<PositionBlockCodec.blockSize {
        let count = 1 + Int(generator.next() % 12)
        let list = Set((0..<count).map { _ in at(UInt32(generator.next() % 4), UInt32(generator.next() % 40)) }).sorted()
        positions += list.map { generator.next() % 9 == 0 ? $0 | IndexLayout.singleWordFlag : $0 }
        ends.append(positions.count)
      }
      var bytes: [UInt8] = []
      let widths = PositionBlockCodec.encode(positions: positions, ends: ends, into: &bytes)
      bytes += [UInt8](repeating: 0, count: PositionBlockCodec.padding)
      blocks.append((bytes, PositionBlockCodec.Entry(offset: 0, widths), ends.count))
    }
    blocks[0].bytes.withUnsafeBytes { first in
      blocks[1].bytes.withUnsafeBytes { second in
        let raw = [first.baseAddress!, second.baseAddress!]
        func location(_ block: Int, _ posting: Int) -> PositionBlockCodec.Location {
          PositionBlockCodec.locate(raw[block], entry: blocks[block].entry, n: blocks[block].n, posting: posting)
        }
        func decoded(_ location: PositionBlockCodec.Location) -> [UInt32] {
          [UInt32](unsafeUninitializedCapacity: location.count) { buffer, count in
            location.decode(into: buffer.baseAddress!)
            count = location.count
          }
        }
        var compared = 0
        var close = 0
        for a in 0..<PositionBlockCodec.blockSize {
          for b in stride(from: a % 3, to: PositionBlockCodec.blockSize, by: 3) {
            let (x, y) = (location(0, a), location(1, b))
            let expected = distance(decoded(x), decoded(y))
            #expect(Ranker.distance(x, y) == expected, "postings \(a) and \(b)")
            compared += 1
            if expected < 8 { close += 1 }
          }
        }
        #expect(compared > 5000 && close > 1000)
      }
    }
  }
}
