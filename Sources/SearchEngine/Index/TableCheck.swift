/// Structural checks of an index's mapped tables, run when an index is opened (and by `check`).
///
/// Checksums tell a damaged file from a good one, but a file whose sections were swapped (each
/// with its own checksum) or written by a buggy importer passes them. These checks make sure that
/// every number later used as an index into another table fits it, so a search on any file that
/// opens never reads out of bounds. Each is one linear pass over a table; the posting lists,
/// too large to pass over at every open, are checked per term by `PostingCheck`.
enum TableCheck {
  /// Offsets that never decrease and end at most at `limit` (the length of what they index).
  static func ascending<T: FixedWidthInteger>(_ offsets: UnsafeBufferPointer<T>, upTo limit: Int) -> Bool {
    var previous: T = 0
    for offset in offsets {
      guard offset >= previous else { return false }
      previous = offset
    }
    return UInt64(previous) <= UInt64(limit)
  }

  /// Every value is below `bound` (record numbers below the record count, and so on).
  static func allBelow(_ values: UnsafeBufferPointer<UInt32>, _ bound: Int) -> Bool {
    guard bound > 0 else { return values.isEmpty }
    let limit = UInt64(bound)
    for value in values where UInt64(value) >= limit { return false }
    return true
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
