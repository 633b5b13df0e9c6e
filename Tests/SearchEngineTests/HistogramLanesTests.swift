import DemoData
import Testing

@testable import SearchEngine

@Suite("A selection pass's histogram counts in lanes and adds them up")
struct HistogramLanesTests {
  /// Counts `values` (candidate `j` has `values[j]`) as a pass of `Ranker.top` does, in one half
  /// or split in two halves at `middle`, and returns the merged histogram's first `size` slots.
  private func histogram(of values: [Int], size: Int, splitAt middle: Int? = nil) -> [UInt32] {
    let lanes = HistogramLanes(values: size, candidates: values.count)
    var first = [UInt32](repeating: 0, count: lanes.size)
    var second = [UInt32](repeating: 0, count: middle == nil ? 0 : lanes.size)
    for (j, v) in values.enumerated() {
      if let middle, j >= middle {
        second[lanes.slot(v, candidate: j)] += 1
      } else {
        first[lanes.slot(v, candidate: j)] += 1
      }
    }
    lanes.merge(&first, adding: second)
    return Array(first.prefix(size))
  }

  private func reference(of values: [Int], size: Int) -> [UInt32] {
    var counts = [UInt32](repeating: 0, count: size)
    for v in values { counts[v] += 1 }
    return counts
  }

  @Test("a large pool gets four lanes, a small one or a wide histogram one")
  func laneCount() {
    #expect(HistogramLanes(values: 32, candidates: 128).count == 4)
    #expect(HistogramLanes(values: 32, candidates: 127).count == 1)
    #expect(HistogramLanes(values: 65_536, candidates: 1_000_000).count == 4)
    #expect(HistogramLanes(values: 65_536, candidates: 200_000).count == 1)
  }

  @Test("the merged counts are the counts of every candidate, one value or many, in one half or two")
  func mergedCounts() {
    var generator = SplitMix64(seed: 11)
    let alike = [Int](repeating: 3, count: 1_000)
    let spread = (0..<5_000).map { _ in Int.random(in: 0..<32, using: &generator) }
    let few = (0..<100).map { $0 % 7 }
    for values in [alike, spread, few] {
      #expect(histogram(of: values, size: 32) == reference(of: values, size: 32))
      #expect(histogram(of: values, size: 32, splitAt: values.count / 3) == reference(of: values, size: 32))
    }
  }
}
