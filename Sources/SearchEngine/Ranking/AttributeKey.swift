/// The attribute criterion's key of one word's best position: its attribute's rank, then its word
/// position there (0 in an unordered attribute); lower is better.
///
/// Matching and ranking both read it: the matcher keeps, among the terms a prefix or a typo
/// matches in one record, the posting with the best key (so `c` ranks a record with "cup" in its
/// name above one with "cable" only in its description), and hands the keys on so that ranking a
/// million candidates reads them in order instead of looking each posting up again.
enum AttributeKey {
  /// Per field id (all 256 a position can name): rank << 1 | unordered, from the index's
  /// searchable attributes; a field id beyond them ranks last, unordered.
  static func rankTable(ranks: [Int], unordered: [Bool], fieldCount: Int) -> [UInt16] {
    var table = [UInt16](repeating: 255 << 1 | 1, count: 256)
    for field in 0..<min(fieldCount, 256) {
      let rank = field < ranks.count ? min(ranks[field], 63) : 63
      let isUnordered = field < unordered.count ? unordered[field] : true
      table[field] = UInt16(rank) << 1 | (isUnordered ? 1 : 0)
    }
    return table
  }

  /// `rankTable` of an index whose searchable fields are `fieldCount` with `settings`: every field
  /// of rank 0 and unordered when no attribute is declared searchable (the attribute criterion is
  /// off). The import (prefix lists) and an opened index (matching, ranking) both read it here,
  /// so their keys agree.
  static func rankTable(settings: EngineSettings, fieldCount: Int) -> [UInt16] {
    let declared = !settings.searchable.isEmpty
    return rankTable(
      ranks: declared ? settings.searchable.map(\.rank) : Array(repeating: 0, count: fieldCount),
      unordered: declared ? settings.searchable.map(\.unordered) : Array(repeating: true, count: fieldCount),
      fieldCount: fieldCount)
  }

  /// The key of best position `first`, with `table` a `rankTable` (other bits of its entries,
  /// such as `Ranker.noExactFlag`, are ignored).
  ///
  /// Without a branch: whether a best position is in an unordered attribute changes from one
  /// posting to the next of a word found in both kinds (`case` in names and descriptions), and a
  /// branch on it was mispredicted for a third of the keys `Matcher` reads for a broad word.
  @inline(__always) static func of(_ first: UInt32, table: UnsafeBufferPointer<UInt16>) -> Int {
    let entry = Int(table[Int(first >> IndexLayout.fieldShift)])
    let rank = (entry & Ranker.rankBits) >> 1
    // All ones in an ordered attribute, none in an unordered one.
    let ordered = (entry & 1) &- 1
    return rank << 10 | (min(Int(first & IndexLayout.positionMask), 1023) & ordered)
  }

  /// `of(_:table:)` as the matcher stores it: clamped to 16 bits, as the ranking key's attribute
  /// field clamps it.
  @inline(__always) static func stored(_ first: UInt32, table: UnsafeBufferPointer<UInt16>) -> UInt16 {
    UInt16(min(of(first, table: table), Int(UInt16.max)))
  }
}
