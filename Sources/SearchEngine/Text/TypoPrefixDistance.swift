extension TypoDistance {
  /// How close `query` comes to a prefix of `candidate`: the fewest typos over the candidate's
  /// prefixes and the length (in scalars) of the longest prefix that close, or `nil` when no prefix
  /// is within `limit`.
  ///
  /// This is how a prefix query word with typos matched a word ("phne" → "<em>phone</em>s"), so the
  /// highlighter can wrap exactly the part that matched. Same distance as `distance` (optimal string
  /// alignment); it stops once every cell of a row exceeds `limit`, as no longer prefix can recover.
  static func prefixDistance(_ query: [UInt32], _ candidate: [UInt32], limit: Int) -> (typos: Int, length: Int)? {
    query.withUnsafeBufferPointer { query in
      candidate.withUnsafeBufferPointer { candidate in prefixDistance(query, candidate, limit: limit) }
    }
  }

  /// `prefixDistance` over raw scalars, its rows on the stack: the highlighter calls it for the words
  /// of a text that may be typos of the last query word, and allocated three arrays per word.
  static func prefixDistance(
    _ query: UnsafeBufferPointer<UInt32>, _ candidate: UnsafeBufferPointer<UInt32>, limit: Int
  ) -> (typos: Int, length: Int)? {
    let m = query.count
    guard m > 0 else { return (0, 0) }
    let width = m + 1
    return withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * width) { rows in
      prefixDistance(query, candidate, limit: limit, rows: rows)
    }
  }

  private static func prefixDistance(
    _ query: UnsafeBufferPointer<UInt32>, _ candidate: UnsafeBufferPointer<UInt32>, limit: Int,
    rows: UnsafeMutableBufferPointer<Int>
  ) -> (typos: Int, length: Int)? {
    let m = query.count
    let width = m + 1
    var previous2 = 0
    var previous = width
    var current = 2 * width
    for j in 0...m { rows[previous + j] = j }
    var best: (typos: Int, length: Int)? = m <= limit ? (m, 0) : nil
    for i in 0..<candidate.count {
      let letter = candidate[i]
      rows[current] = i + 1
      var rowMin = i + 1
      for j in 1...m {
        let cost = query[j - 1] == letter ? 0 : 1
        var cell = min(rows[previous + j] + 1, rows[current + j - 1] + 1, rows[previous + j - 1] + cost)
        if i > 0 && j > 1 && letter == query[j - 2] && candidate[i - 1] == query[j - 1] {
          cell = min(cell, rows[previous2 + j - 2] + 1)
        }
        rows[current + j] = cell
        rowMin = min(rowMin, cell)
      }
      if rowMin > limit { break }
      let last = rows[current + m]
      if last <= limit && last <= (best?.typos ?? Int.max) { best = (last, i + 1) }
      let recycled = previous2
      previous2 = previous
      previous = current
      current = recycled
    }
    return best
  }
}
