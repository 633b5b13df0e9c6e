/// The near-pair lists of `text.isx` (format 17): for two frequent words, the records where they
/// stand at most `maxDistance` words apart in one attribute, one list per distance
/// (`NearPairCollector` chooses the words and reads the distances at import).
///
/// A query of two frequent words matches most of the index (`the this`: 894k of a million
/// records), and when few of those records have the words close, the page is known only once
/// every candidate's proximity is: reading each one's positions was about two thirds of such a
/// query. With the pair's lists, a candidate's proximity up to `maxDistance` is one byte of a
/// per-record table, and every other candidate is known to be farther (`Ranker.nearProximities`).
///
/// Sections: `nearTerms`, the covered terms ascending (their index is a word's number in a pair);
/// `nearPairs`, the pairs that have lists (`a * k + b` for `k` covered terms, a < b, ascending:
/// a pair missing there is not covered, its proximity read from positions); `nearList`, five numbers a list (the pair's two word numbers, lower first, the distance
/// 1...`maxDistance`, the record count, where its records start in `nearDocs`), ordered by pair
/// then distance; `nearDocs`, each list's record numbers as `DocBlockCodec` blocks, then the
/// codec's padding.
///
/// The table is checked when the index opens; a list's bytes the first time a query reads it.
final class NearPairs: @unchecked Sendable {
  /// The largest distance the lists hold: queries whose page fills at this proximity or closer
  /// (a few hundred records with the words side by side in a million) are answered from them.
  /// Measured on bestbuy-1m: 1 alone covers the broad pages filled by adjacent words; 3 covers
  /// those filled at 3 too (`features accessories`).
  static let maxDistance = 3

  /// A list's numbers, checked against the sections.
  struct List {
    var count: Int
    var docs: Range<Int>
  }

  private static let entrySize = 5
  /// The covered terms, ascending.
  let terms: UnsafeBufferPointer<UInt32>
  /// Per pair, `a * k + b`: whether it has lists.
  private let listed: [Bool]
  /// Per (pair, distance), `(a * k + b) * maxDistance + d - 1`: its list's index, or -1.
  private let lookup: [Int32]
  private let lists: [List]
  private let docData: UnsafeRawBufferPointer
  private let recordCount: Int
  /// Per list, whether its bytes passed (`verify`).
  private let checked: ListChecks

  /// The lists of `file`'s sections, for `termCount` terms and `recordCount` records; throws
  /// when the table does not fit the sections.
  init(file: IndexFile, termCount: Int, recordCount: Int) throws(IndexFormatError) {
    terms = try file.array("nearTerms", of: UInt32.self)
    let pairs = try file.array("nearPairs", of: UInt32.self)
    let table = try file.array("nearList", of: UInt32.self)
    docData = try file.raw("nearDocs")
    self.recordCount = recordCount
    let bad = IndexFormatError(path: file.path, reason: "inconsistent near-pair lists")
    let k = terms.count
    guard k <= 250, table.count % Self.entrySize == 0, docData.count >= DocBlockCodec.padding,
      TableCheck.allBelow(terms, termCount), zip(terms, terms.dropFirst()).allSatisfy({ $0 < $1 })
    else { throw bad }
    var listed = [Bool](repeating: false, count: k * k)
    var previousPair = -1
    for pair in pairs.map(Int.init) {
      guard pair > previousPair, pair / max(k, 1) < pair % max(k, 1) else { throw bad }
      listed[pair] = true
      previousPair = pair
    }
    var lookup = [Int32](repeating: -1, count: k * k * Self.maxDistance)
    var lists: [List] = []
    let count = table.count / Self.entrySize
    var from = 0
    var previousKey = -1
    for i in 0..<count {
      let e = (0..<Self.entrySize).map { Int(table[i * Self.entrySize + $0]) }
      let (a, b, d, records, start) = (e[0], e[1], e[2], e[3], e[4])
      let end = i + 1 < count ? Int(table[(i + 1) * Self.entrySize + 4]) : docData.count - DocBlockCodec.padding
      guard a < b, b < k, (1...Self.maxDistance).contains(d), records > 0, records <= recordCount,
        start == from, start <= end, end <= docData.count - DocBlockCodec.padding
      else { throw bad }
      let key = (a * k + b) * Self.maxDistance + d - 1
      guard key > previousKey, listed[a * k + b] else { throw bad }
      previousKey = key
      lookup[key] = Int32(i)
      lists.append(List(count: records, docs: start..<end))
      from = end
    }
    guard from == docData.count - DocBlockCodec.padding else { throw bad }
    self.lookup = lookup
    self.listed = listed
    self.lists = lists
    checked = ListChecks(count: count)
  }

  /// The number of lists.
  var count: Int { lists.count }

  /// Whether covered words `a` and `b` have lists (a record missing from them has the words
  /// farther than `maxDistance`).
  func isListed(_ a: Int, _ b: Int) -> Bool {
    let k = terms.count
    let (x, y) = (min(a, b), max(a, b))
    return x != y && y < k && listed[x * k + y]
  }

  /// The list of the records where covered words `a` and `b` (in either order) are `d` apart, or
  /// nil when no record has them so.
  func list(_ a: Int, _ b: Int, distance d: Int) -> Int? {
    let k = terms.count
    let (x, y) = (min(a, b), max(a, b))
    guard x != y, y < k, (1...Self.maxDistance).contains(d) else { return nil }
    let list = lookup[(x * k + y) * Self.maxDistance + d - 1]
    return list < 0 ? nil : Int(list)
  }

  /// True when list `index`'s bytes are exactly `DocBlockCodec` blocks of its count, each record
  /// below the record count. Checked once.
  func verify(_ index: Int) -> Bool {
    checked.verify(index) {
      let list = lists[index]
      guard let base = docData.baseAddress else { return false }
      return DocBlockCodec.validate(
        base + list.docs.lowerBound, length: list.docs.count, count: list.count, recordCount: recordCount)
    }
  }

  /// True when every list is sound (`instantsearch check`).
  func verifyAll() -> Bool {
    lists.indices.allSatisfy(verify)
  }

  /// Calls `body` with each record of list `index` (verified), ascending.
  @inline(__always)
  func forEach(in index: Int, _ body: (_ doc: UInt32) -> Void) {
    let list = lists[index]
    let docs = docData.baseAddress.unsafelyUnwrapped + list.docs.lowerBound
    withUnsafeTemporaryAllocation(of: UInt32.self, capacity: DocBlockCodec.blockSize) { buffer in
      let out = buffer.baseAddress.unsafelyUnwrapped
      for k in 0..<DocBlockCodec.blockCount(list.count) {
        let n = DocBlockCodec.decode(docs, count: list.count, block: k, into: out)
        for j in 0..<n { body(out[j]) }
      }
    }
  }
}
