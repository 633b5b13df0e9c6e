/// Damerau–Levenshtein distance (optimal string alignment) between two words, bounded.
///
/// Insertions, deletions, substitutions and transpositions of adjacent letters each count as one
/// typo, as in Algolia. The computation gives up as soon as the distance must exceed `limit`,
/// which keeps typo candidate scans cheap.
enum TypoDistance {
  /// The distance between `a` and `b`, or `nil` when it is above `limit`.
  static func distance(_ a: UnsafeBufferPointer<UInt32>, _ b: UnsafeBufferPointer<UInt32>, limit: Int) -> Int? {
    let n = a.count
    let m = b.count
    if abs(n - m) > limit { return nil }
    if n == 0 { return m <= limit ? m : nil }
    if m == 0 { return n <= limit ? n : nil }
    let width = m + 1
    return withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * width) { rows in
      var previous2 = 0
      var previous = width
      var current = 2 * width
      for j in 0...m { rows[previous + j] = j }
      for i in 1...n {
        rows[current] = i
        var rowMin = i
        for j in 1...m {
          let cost = a[i - 1] == b[j - 1] ? 0 : 1
          var best = min(rows[previous + j] + 1, rows[current + j - 1] + 1, rows[previous + j - 1] + cost)
          if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
            best = min(best, rows[previous2 + j - 2] + 1)
          }
          rows[current + j] = best
          rowMin = min(rowMin, best)
        }
        if rowMin > limit { return nil }
        let recycled = previous2
        previous2 = previous
        previous = current
        current = recycled
      }
      let result = rows[previous + m]
      return result <= limit ? result : nil
    }
  }

  /// Convenience over arrays of scalars.
  static func distance(_ a: [UInt32], _ b: [UInt32], limit: Int) -> Int? {
    a.withUnsafeBufferPointer { pa in b.withUnsafeBufferPointer { pb in distance(pa, pb, limit: limit) } }
  }
}
