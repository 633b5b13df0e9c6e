import Foundation

/// Draws ranks `0..<count` with probability proportional to `1 / (rank + 1)^exponent`.
///
/// Real catalogues are skewed: a few brands and words account for most records, and a long tail
/// appears once or twice. Sampling brands, cities and vocabulary this way makes facet counts and
/// query selectivity look like production data instead of a flat uniform spread.
public struct ZipfDistribution: Sendable, Hashable {
  /// Cumulative probabilities, last element 1.
  private let cumulative: [Double]

  /// A distribution over `count` ranks (`count > 0`).
  public init(count: Int, exponent: Double = 1.0) {
    precondition(count > 0, "a Zipf distribution needs at least one rank")
    var sums: [Double] = []
    sums.reserveCapacity(count)
    var total = 0.0
    for rank in 0..<count {
      total += 1.0 / pow(Double(rank + 1), exponent)
      sums.append(total)
    }
    cumulative = sums.map { $0 / total }
  }

  /// The number of ranks.
  public var count: Int { cumulative.count }

  /// One rank, by binary search of a uniform draw in the cumulative table.
  public func sample(_ generator: inout SplitMix64) -> Int {
    let u = generator.unit()
    var low = 0
    var high = cumulative.count - 1
    while low < high {
      let middle = (low + high) / 2
      if cumulative[middle] > u { high = middle } else { low = middle + 1 }
    }
    return low
  }
}
