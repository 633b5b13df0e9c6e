/// Finds the terms within a typo budget of a query word by walking the sorted dictionary as a trie.
///
/// Terms are sorted by bytes, so terms sharing a prefix are neighbours and share the rows of the
/// Damerau–Levenshtein table (optimal string alignment, query down the columns, term letters down
/// the rows) computed for that prefix: moving from one term to the next only recomputes the rows
/// past their common prefix. Row minima never decrease as a term grows, so once a row's minimum
/// exceeds the budget no term below that trie node can come back within it, and the whole block
/// of terms with that prefix is passed with one search. For a prefix query word (the last word,
/// as the user types) the last column says how far the query is from each prefix of the term: a
/// block whose path already came within the budget matches as a whole, with the fewest typos seen
/// on the path ("phne" matches "phone", "phones", "phonebook" with one typo).
///
/// The cost follows the number of dictionary prefixes near the query word (a few hundred rows of
/// `count + 1` cells), not the dictionary size.
enum TypoTermWalk {
  /// A run of consecutive terms that matched, and how.
  struct Match: Equatable {
    var terms: Range<Int>
    /// Typos between the query word and the term (whole word) or its closest prefix.
    var typos: Int
    /// True when only a prefix of the terms is within the budget (or closer than the whole term).
    var isPrefix: Bool
  }

  /// Calls `body` with each run of terms of `range` within `limit` typos of `query`, in term order.
  ///
  /// With `prefix`, a term also matches when one of its prefixes is within the budget, and its typo
  /// count is the smallest over its prefixes (a whole-word match wins a tie).
  static func walk(
    query: UnsafeBufferPointer<UInt32>, limit: Int, prefix: Bool, range: Range<Int>, in dictionary: TermDictionary,
    _ body: (Match) -> Void
  ) {
    let m = query.count
    guard m > 0, !range.isEmpty, limit >= 0 else { return }
    // No row past depth m + limit + 1 can stay within the budget (cell (d, j) >= d - j).
    let maxDepth = m + limit + 1
    let width = m + 1
    let k = Int32(limit)
    let far = Int32.max / 4
    withUnsafeTemporaryAllocation(of: Int32.self, capacity: (maxDepth + 1) * width) { rows in
      withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * (maxDepth + 1)) { state in
        // state: [0, D] byte end of the path at each depth; [D, 2D] letter at each depth;
        // [2D, 3D] fewest typos of the path's prefixes up to that depth (the last column's minimum).
        let depths = maxDepth + 1
        for j in 0...m { rows[j] = Int32(j) }
        state[0] = 0
        state[depths] = 0
        state[2 * depths] = Int(far)
        var depth = 0
        var pathTerm = -1
        var i = range.lowerBound
        let end = range.upperBound
        terms: while i < end {
          let term = dictionary.terms.bytes(i)
          if pathTerm >= 0 {
            // Keep the rows of the longest whole-letter prefix this term shares with the path.
            let path = dictionary.terms.bytes(pathTerm)
            let shared = min(state[depth], term.count)
            var l = 0
            while l < shared && path[l] == term[l] { l += 1 }
            while state[depth] > l { depth -= 1 }
          }
          pathTerm = i
          var b = state[depth]
          while b < term.count {
            let (letter, length) = decode(term, at: b)
            b += length
            depth += 1
            state[depth] = b
            state[depths + depth] = Int(letter)
            // Row `depth`: the distances from each query prefix to the term's first `depth` letters.
            let current = depth * width
            let previous = current - width
            rows[current] = Int32(depth)
            var rowMin = Int32(depth)
            let before = depth > 1 ? UInt32(truncatingIfNeeded: state[depths + depth - 1]) : UInt32.max
            for j in 1...m {
              let cost: Int32 = query[j - 1] == letter ? 0 : 1
              var cell = min(rows[previous + j] + 1, rows[current + j - 1] + 1, rows[previous + j - 1] + cost)
              if j > 1 && depth > 1 && letter == query[j - 2] && before == query[j - 1] {
                cell = min(cell, rows[previous - width + j - 2] + 1)
              }
              rows[current + j] = cell
              rowMin = min(rowMin, cell)
            }
            state[2 * depths + depth] = min(state[2 * depths + depth - 1], Int(rows[current + m]))
            if rowMin > k {
              // Nothing below this node can come back within the budget: pass its whole block.
              let blockEnd = dictionary.prefixEnd(UnsafeBufferPointer(rebasing: term[0..<b]), from: i + 1, to: end)
              let typos = state[2 * depths + depth - 1]
              if prefix && typos <= limit {
                body(Match(terms: i..<blockEnd, typos: typos, isPrefix: true))
              }
              depth -= 1
              i = blockEnd
              continue terms
            }
          }
          let whole = Int(rows[depth * width + m])
          let closest = state[2 * depths + depth]
          if prefix && closest < whole && closest <= limit {
            body(Match(terms: i..<(i + 1), typos: closest, isPrefix: true))
          } else if whole <= limit {
            body(Match(terms: i..<(i + 1), typos: whole, isPrefix: false))
          }
          i += 1
        }
      }
    }
  }

  /// The Unicode scalar starting at byte `b` of a UTF-8 term and its length in bytes.
  @inline(__always)
  static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at b: Int) -> (UInt32, Int) {
    let lead = bytes[b]
    if lead < 0x80 { return (UInt32(lead), 1) }
    let length = lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
    let available = min(length, bytes.count - b)
    var value = UInt32(lead) & (0x7F >> UInt32(length))
    if available > 1 {
      for n in 1..<available { value = value << 6 | UInt32(bytes[b + n] & 0x3F) }
    }
    return (value, available)
  }
}
