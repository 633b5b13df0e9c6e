/// "Did you mean …?" for a mistyped command or option.
///
/// Edit distance (insertions, deletions, substitutions and swaps of neighbours, each costing
/// one), as in git's suggestions. A candidate is offered only when it is close enough
/// to be a plausible typo: at most a third of the longer word, and at least one edit allowed.
public enum Suggestion {
  /// The edit distance between two strings, on characters, where swapping two adjacent
  /// characters counts as one edit (optimal string alignment), the commonest typo.
  public static func distance(_ lhs: String, _ rhs: String) -> Int {
    let a = Array(lhs)
    let b = Array(rhs)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { table[i][0] = i }
    for j in 0...b.count { table[0][j] = j }
    for i in 1...a.count {
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var best = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          best = min(best, table[i - 2][j - 2] + 1)
        }
        table[i][j] = best
      }
    }
    return table[a.count][b.count]
  }

  /// The closest candidate to `word`, or nil when none is close enough.
  ///
  /// A candidate that starts with `word` wins outright (`ref` → `refine`); ties on distance go to
  /// the candidate listed first, so the answer is stable.
  public static func closest(to word: String, in candidates: [String]) -> String? {
    let lowered = word.lowercased()
    if lowered.count >= 2, let prefixed = candidates.first(where: { $0.hasPrefix(lowered) }) {
      return prefixed
    }
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      let d = distance(lowered, candidate)
      if d < (best?.distance ?? Int.max) { best = (candidate, d) }
    }
    guard let best else { return nil }
    let allowed = max(1, max(word.count, best.candidate.count) / 3)
    return best.distance <= allowed ? best.candidate : nil
  }
}
