import SearchModel

/// Nearest-rank percentiles of latency samples, computed exactly as the Python peers do.
struct LatencySummary {
  var samples: [Double] = []

  mutating func add(milliseconds: Double) {
    samples.append(milliseconds)
  }

  func percentile(_ fraction: Double) -> Double {
    let sorted = samples.sorted()
    guard !sorted.isEmpty else { return 0 }
    let rank = max(1, Int((fraction * Double(sorted.count) + 0.4999).rounded(.down)))
    return sorted[min(rank, sorted.count) - 1]
  }

  var json: JSONValue {
    .object(["p50": .number(percentile(0.5)), "p99": .number(percentile(0.99)), "n": .number(Double(samples.count))])
  }
}
