/// The sorted words of an index, with exact, prefix and typo-group lookups.
struct TermDictionary: @unchecked Sendable {
  let terms: StringTable
  /// Term ids ordered by (first byte, length in scalars).
  let typoOrder: UnsafeBufferPointer<UInt32>
  /// Triples (first byte, length, start in `typoOrder`), then a sentinel triple.
  let typoGroups: UnsafeBufferPointer<UInt32>

  var count: Int { terms.count }

  /// The first term not ordered before `key` (its insertion point).
  func lowerBound(_ key: UnsafeBufferPointer<UInt8>) -> Int {
    var low = 0
    var high = terms.count
    while low < high {
      let mid = (low + high) / 2
      if terms.compare(mid, key) < 0 { low = mid + 1 } else { high = mid }
    }
    return low
  }

  /// The id of `word`, if indexed.
  func find(_ word: [UInt8]) -> Int? {
    word.withUnsafeBufferPointer { key in
      let index = lowerBound(key)
      return index < terms.count && terms.compare(index, key) == 0 ? index : nil
    }
  }

  /// The ids of the terms starting with `prefix` (a contiguous range).
  func prefixRange(_ prefix: [UInt8]) -> Range<Int> {
    prefix.withUnsafeBufferPointer { key in
      let start = lowerBound(key)
      var low = start
      var high = terms.count
      // First term at or after `start` that does not start with the prefix.
      while low < high {
        let mid = (low + high) / 2
        let bytes = terms.bytes(mid)
        let hasPrefix = bytes.count >= key.count && bytes.prefix(key.count).elementsEqual(key)
        if hasPrefix { low = mid + 1 } else { high = mid }
      }
      return start..<low
    }
  }

  /// The first term in `from..<to` that does not start with `prefix`, when the terms before
  /// `from` that start with it are contiguous up to `from` (a block being passed over).
  ///
  /// Gallops from `from` then bisects, so passing a small block costs a few comparisons.
  func prefixEnd(_ prefix: UnsafeBufferPointer<UInt8>, from: Int, to: Int) -> Int {
    func hasPrefix(_ i: Int) -> Bool {
      let bytes = terms.bytes(i)
      guard bytes.count >= prefix.count else { return false }
      // Sorted neighbours share the prefix's start, so compare from its end backwards.
      var k = prefix.count - 1
      while k >= 0 {
        if bytes[k] != prefix[k] { return false }
        k -= 1
      }
      return true
    }
    var low = from
    var step = 1
    var high = from
    while high < to && hasPrefix(high) {
      low = high + 1
      high = min(to, high + step)
      step *= 2
    }
    // Terms before `low` have the prefix; the answer is in low...high.
    while low < high {
      let mid = (low + high) / 2
      if hasPrefix(mid) { low = mid + 1 } else { high = mid }
    }
    return low
  }

  /// Calls `body` with the id of each term whose first byte is `first` and whose length is in `lengths`.
  func forEachTerm(firstByte first: UInt8, lengths: ClosedRange<Int>, _ body: (Int) -> Void) {
    let groupCount = typoGroups.count / 3 - 1
    guard groupCount > 0 else { return }
    // Binary search the first group with (first, length) >= (first, lengths.lowerBound).
    func key(_ g: Int) -> UInt64 { UInt64(typoGroups[3 * g]) << 32 | UInt64(typoGroups[3 * g + 1]) }
    let target = UInt64(first) << 32 | UInt64(max(lengths.lowerBound, 0))
    var low = 0
    var high = groupCount
    while low < high {
      let mid = (low + high) / 2
      if key(mid) < target { low = mid + 1 } else { high = mid }
    }
    var g = low
    while g < groupCount, typoGroups[3 * g] == UInt32(first), Int(typoGroups[3 * g + 1]) <= lengths.upperBound {
      for i in Int(typoGroups[3 * g + 2])..<Int(typoGroups[3 * g + 5]) { body(Int(typoOrder[i])) }
      g += 1
    }
  }

  /// The distinct first bytes of all terms (for first-letter typos on long words).
  func firstBytes() -> [UInt8] {
    var result: [UInt8] = []
    let groupCount = typoGroups.count / 3 - 1
    for g in 0..<max(groupCount, 0) {
      let byte = UInt8(truncatingIfNeeded: typoGroups[3 * g])
      if result.last != byte { result.append(byte) }
    }
    return result
  }
}
