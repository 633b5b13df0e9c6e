/// Where a search's matching cuts the records in two halves, one per core.
///
/// A broad query's matching (marking every posting of its words, then gathering the candidates)
/// was more than half of its time on bestbuy-1m, and cutting a word's terms in two
/// (`TermSplit`) only helps a word of many terms of similar sizes: `the this` marks one term of
/// 900k postings. Every step of matching reads a record's postings alone, so two halves of the
/// records are matched at once and their results joined (`MatchSet.joining`), whatever the terms.
enum RecordSplit {
  /// Postings (all words' together) below which matching stays on one core: handing a half to
  /// another core costs tens of microseconds, and a search reading fewer postings takes about a
  /// millisecond. On bestbuy-1m (two cores, three alternated runs), 2^16 made the queries of 3-6
  /// ms 6% faster than 2^17 and left the others as they were.
  static let threshold = 1 << 16

  /// The first record of the second half (a multiple of 64, so that the halves' bit words are
  /// apart), or nil when matching stays on one core: no second core, or too few postings. With
  /// `prefixList` (a one-word query's list, `PrefixLists`), the list's records count, not the
  /// postings of the terms it stands for, which such a search never reads.
  static func middle(of termMatches: [[TermMatch]], prefixList: Int? = nil, snapshot: IndexSnapshot) -> UInt32? {
    guard SecondCore.available, snapshot.recordCount >= 128 else { return nil }
    var total = 0
    if let prefixList {
      total = snapshot.prefixLists.list(prefixList).count
    } else {
      for matches in termMatches {
        for match in matches { total += snapshot.postings.range(of: match.term).count }
      }
    }
    guard total >= threshold else { return nil }
    return UInt32((snapshot.recordCount / 2) & ~63)
  }
}
