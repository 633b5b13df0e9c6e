/// The terms a word matches, cut in two runs of about the same number of postings, for marking
/// them on two cores (`SecondCore.pair`) into two scratches merged after.
///
/// A one-letter prefix on a million records matches 140-170 terms and 2.2-2.8 million postings:
/// marking them was 45-55 ms of a 60-70 ms search on one core. nil when a second core is not
/// there, or the word has too few terms or postings for the hand-over and the merge (a pass over
/// every record) to pay.
struct TermSplit {
  let first: Range<Int>
  let second: Range<Int>

  /// Postings below which a word is marked on one core: the merge reads every record's slot.
  static let threshold = 1 << 18

  init?(_ matches: [TermMatch], postings: Postings) {
    guard SecondCore.available, matches.count >= 2 else { return nil }
    let sizes = matches.map { postings.range(of: $0.term).count }
    guard sizes.reduce(0, +) >= Self.threshold, let cut = Self.cut(sizes) else { return nil }
    first = 0..<cut
    second = cut..<matches.count
  }

  /// Where the first run of terms of these posting counts ends: about half the postings on each
  /// side (a term is never cut); nil when one side would be empty.
  static func cut(_ sizes: [Int]) -> Int? {
    let total = sizes.reduce(0, +)
    var cut = 0
    var sum = 0
    while cut < sizes.count - 1 && sum + sizes[cut] / 2 < total / 2 {
      sum += sizes[cut]
      cut += 1
    }
    return cut > 0 && cut < sizes.count ? cut : nil
  }
}
