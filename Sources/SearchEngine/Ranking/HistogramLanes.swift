/// The layout of a selection pass's histogram (`Ranker.top`): one copy of it per lane, candidate
/// `j` counted in lane `j % count`, the copies added up once the pass is done.
///
/// A broad query's candidates mostly share one value of a criterion (no typo, the same exactness):
/// counting them all in one slot makes every increment wait for the previous one's store, about
/// five cycles each, which was most of a pass over a million candidates. Four lanes make four
/// independent chains. A histogram of 65,536 values (the attribute criterion) gets lanes only for
/// a pool of at least four times that, so that zeroing and adding the copies stays small beside
/// the pass.
struct HistogramLanes {
  /// Lanes in use: 1 or 4.
  let count: Int
  /// The histogram's values (a power of two: the criterion's width).
  let values: Int
  private let valueBits: Int

  /// The lanes for a histogram of `values` values (a power of two) over `candidates` candidates.
  init(values: Int, candidates: Int) {
    precondition(values > 0 && values & (values - 1) == 0)
    self.values = values
    valueBits = values.trailingZeroBitCount
    count = candidates >= 4 * values ? 4 : 1
  }

  /// The slots of all the lanes.
  var size: Int { count * values }

  /// Where candidate `j`'s value `v` (below `values`) is counted: no branch, one lane when `count` is 1.
  @inline(__always) func slot(_ v: Int, candidate j: Int) -> Int {
    (j & (count &- 1)) &<< valueBits | v
  }

  /// Adds the other lanes, and `other` (a histogram of the same layout, or empty), into the
  /// first `values` slots of `histogram`.
  func merge(_ histogram: inout [UInt32], adding other: [UInt32]) {
    for lane in 1..<count {
      for v in 0..<values { histogram[v] &+= histogram[lane * values + v] }
    }
    guard !other.isEmpty else { return }
    for lane in 0..<count {
      for v in 0..<values { histogram[v] &+= other[lane * values + v] }
    }
  }
}
