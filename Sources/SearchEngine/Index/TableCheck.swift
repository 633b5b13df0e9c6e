/// Structural checks of an index's mapped tables, run when an index is opened (and by `check`).
///
/// Checksums tell a damaged file from a good one, but a file whose sections were swapped (each
/// with its own checksum) or written by a buggy importer passes them. These checks make sure that
/// every number later used as an index into another table fits it, so a search on any file that
/// opens never reads out of bounds. Each is one linear pass over a table; the posting lists,
/// too large to pass over at every open, are checked per term by `PostingCheck`.
enum TableCheck {
  /// Offsets that never decrease and end at most at `limit` (the length of what they index).
  /// Branch-free (one flag or-ed over the pairs), so the compiler vectorizes it: an open checks
  /// several tables of a million entries this way.
  static func ascending<T: FixedWidthInteger>(_ offsets: UnsafeBufferPointer<T>, upTo limit: Int) -> Bool {
    guard let first = offsets.first, let last = offsets.last else { return true }
    var descending: UInt8 = first < 0 ? 1 : 0
    for i in 1..<offsets.count { descending |= offsets[i] < offsets[i - 1] ? 1 : 0 }
    return descending == 0 && UInt64(last) <= UInt64(limit)
  }

  /// Every value is below `bound` (record numbers below the record count, and so on).
  /// A maximum over the table, branch-free so that it vectorizes.
  static func allBelow(_ values: UnsafeBufferPointer<UInt32>, _ bound: Int) -> Bool {
    guard bound > 0 else { return values.isEmpty }
    var maximum: UInt32 = 0
    for value in values { maximum = max(maximum, value) }
    return UInt64(maximum) < UInt64(bound)
  }

  /// The typo groups (triples first byte, length, start in `typoOrder`, then a sentinel) start
  /// in ascending order inside `typoOrder`.
  static func typoGroups(_ groups: UnsafeBufferPointer<UInt32>, orderCount: Int) -> Bool {
    var previous: UInt32 = 0
    for g in 0..<(groups.count / 3) {
      let start = groups[3 * g + 2]
      guard start >= previous, Int(start) <= orderCount else { return false }
      previous = start
    }
    return true
  }
}
