/// Builds the prefix lists of `text.isx` (format 12) while `InvertedIndexWriter.encodeDocs` reads
/// every term's occurrences in dictionary order.
///
/// A one-letter query is a prefix of thousands of terms: `s` matched every term starting with `s`
/// and marked their millions of postings one by one (40-75 ms on the 1M-record demo, most of a
/// live keystroke's wait), and a two-letter one hundreds of terms (`co`, 30-42 ms in live mode).
/// Algolia's engine keeps an inverted list per prefix, made at indexing; this keeps one per broad
/// prefix of one or two letters (Unicode scalars): for each record having a term that starts with
/// it (the prefix itself excepted: it is its own exact term), the best attribute key among those
/// terms' postings, which is all a one-word prefix query ranks its records by (`PrefixLists`).
/// The terms are those `TermMatcher` would take for the prefix: the first
/// `TermMatcher.maxPrefixExpansions` in dictionary order.
///
/// A prefix gets a list only when its terms have enough postings (`Level.minPostings`): below,
/// marking them is about as fast as reading a list, and the list would only cost room.
struct PrefixListBuilder {
  /// The postings a one-letter prefix needs for a list: about a millisecond of marking.
  static let defaultMinPostings = 1 << 16

  /// The prefixes of one length, in scalars, and the one being gathered.
  struct Level {
    let scalars: Int
    /// The postings a prefix of this length needs for a list.
    let minPostings: Int
    /// Per record, the best key so far in the open group (`UInt16.max`: none).
    var best: [UInt16]
    /// The records `best` holds a key for, in the order first seen (for small groups: sorted
    /// instead of scanning every record).
    var touched: [UInt32] = []
    /// The open group: its prefix's bytes (empty: none), its first term, its exact term, its
    /// postings so far.
    var group: [UInt8] = []
    var groupStart = 0
    var excluded = UInt32.max
    var postings = 0
    /// Whether the current term's postings belong to the open group's list.
    var listing = false
  }

  private let recordCount: Int
  /// The field ranks (`AttributeKey.rankTable`) the keys are made with.
  let ranks: [UInt16]
  private var levels: [Level]
  /// Per key value, its code in the list being written, and its records in that list (64k tables
  /// reused for every list).
  private var codeOfKey: [UInt16]
  private var recordsOfKey: [UInt32]

  /// The sections, as `PrefixLists` reads them.
  private(set) var table: [UInt32] = []
  private(set) var docs: [UInt8] = []
  private(set) var keys: [UInt8] = []
  private(set) var keyTable: [UInt16] = []

  /// A builder for `recordCount` records whose field ranks are `ranks` (`AttributeKey.rankTable`).
  /// A one-letter prefix needs `minPostings` postings for a list; a two-letter one also a
  /// quarter of the records' count (about 4 ms of marking: 84 such prefixes on bestbuy-1m, 39
  /// on the 1M demo; at `minPostings` alone they would be 145 and 109, for little time).
  init(recordCount: Int, ranks: [UInt16], minPostings: Int = PrefixListBuilder.defaultMinPostings) {
    self.recordCount = recordCount
    self.ranks = ranks
    let minimum = max(1, minPostings)
    levels = [
      Level(scalars: 1, minPostings: minimum, best: [UInt16](repeating: .max, count: recordCount)),
      Level(scalars: 2, minPostings: max(minimum, recordCount / 4), best: [UInt16](repeating: .max, count: recordCount)),
    ]
    codeOfKey = [UInt16](repeating: 0, count: 1 << 16)
    recordsOfKey = [UInt32](repeating: 0, count: 1 << 16)
  }

  /// Term `term` (in dictionary order) starts; its bytes are `bytes`.
  mutating func beginTerm(_ term: Int, bytes: ArraySlice<UInt8>) {
    for l in levels.indices {
      let length = Self.prefixLength(bytes, scalars: levels[l].scalars)
      if length == 0 || !bytes.prefix(length).elementsEqual(levels[l].group) {
        flush(l, end: term)
        levels[l].group = Array(bytes.prefix(length))
        levels[l].groupStart = term
        levels[l].excluded = length > 0 && bytes.count == length ? UInt32(term) : .max
      }
      levels[l].listing =
        length > 0 && term - levels[l].groupStart < TermMatcher.maxPrefixExpansions && UInt32(term) != levels[l].excluded
    }
  }

  /// Whether the current term's postings are read (`add`) at all.
  var isListing: Bool { levels.contains(where: \.listing) }

  /// The current term's postings: its records (ascending) and each one's best (first) position.
  ///
  /// A whole term at a time, so each listing level's tables are borrowed once per term rather
  /// than checked for uniqueness at every posting (this sees every posting of the broad prefixes).
  mutating func add(records: UnsafeBufferPointer<UInt32>, firsts: UnsafeBufferPointer<UInt32>) {
    precondition(records.count == firsts.count)
    ranks.withUnsafeBufferPointer { table in
      for l in levels.indices where levels[l].listing {
        levels[l].postings &+= records.count
        var touched = levels[l].touched
        levels[l].touched = []
        levels[l].best.withUnsafeMutableBufferPointer { best in
          for i in records.indices {
            let key = AttributeKey.stored(firsts[i], table: table)
            let doc = Int(records[i])
            let old = best[doc]
            if old == .max { touched.append(records[i]) }
            if key < old { best[doc] = key }
          }
        }
        levels[l].touched = touched
      }
    }
  }

  /// Ends the last groups (`termCount` terms in all) and pads the record numbers and keys.
  mutating func finish(termCount: Int) {
    for l in levels.indices { flush(l, end: termCount) }
    docs.append(contentsOf: repeatElement(0, count: DocBlockCodec.padding))
    keys.append(contentsOf: repeatElement(0, count: DocBlockCodec.padding))
  }

  /// Closes level `l`'s open group before term `end`: writes its list when it has enough
  /// postings, and leaves the level's `best` empty again.
  private mutating func flush(_ l: Int, end: Int) {
    var level = levels[l]
    levels[l].best = []  // `level` holds the only reference while the list is written
    defer {
      level.touched.removeAll(keepingCapacity: true)
      level.postings = 0
      level.group = []
      levels[l] = level
    }
    guard !level.touched.isEmpty else { return }
    var records: [UInt32]
    if level.touched.count > recordCount / 16 {
      // Every record in order, kept without a branch (a third to half of them are, so a branch
      // mispredicted at every other record): each is written at the end and counted if it has
      // a key. At most `touched.count` records have one, so the write past the last fits the
      // extra place.
      let best = level.best
      let recordCount = recordCount
      records = [UInt32](unsafeUninitializedCapacity: level.touched.count + 1) { out, initialized in
        best.withUnsafeBufferPointer { best in
          guard let keys = best.baseAddress, let out = out.baseAddress else { return }
          var n = 0
          for doc in 0..<recordCount {
            out[n] = UInt32(truncatingIfNeeded: doc)
            // 1 unless the key is 0xFFFF (none), in arithmetic: the compiler made a branch of a
            // conditional.
            n &+= Int(truncatingIfNeeded: (UInt32(keys[doc]) &+ 1) &>> 16) ^ 1
          }
          initialized = n
        }
      }
    } else {
      records = level.touched
      records.sort()
    }
    defer {
      level.best.withUnsafeMutableBufferPointer { best in
        for doc in records { best[Int(doc)] = .max }
      }
    }
    guard level.postings >= level.minPostings else { return }
    write(records, keys: level.best, start: level.groupStart, excluded: level.excluded, end: end)
  }

  /// Appends the list of `records` (ascending), whose keys are `best[record]`, for the terms
  /// from `start` to `end` (at most `TermMatcher.maxPrefixExpansions`) but `excluded`.
  private mutating func write(_ records: [UInt32], keys best: [UInt16], start: Int, excluded: UInt32, end: Int) {
    // Keys through a table of the distinct ones, most frequent first, when there are at most
    // 256, else whole.
    var distinct: [UInt16] = []
    for doc in records {
      let key = Int(best[Int(doc)])
      if recordsOfKey[key] == 0 { distinct.append(UInt16(key)) }
      recordsOfKey[key] += 1
    }
    distinct.sort { [recordsOfKey] a, b in
      recordsOfKey[Int(a)] != recordsOfKey[Int(b)] ? recordsOfKey[Int(a)] > recordsOfKey[Int(b)] : a < b
    }
    for key in distinct { recordsOfKey[Int(key)] = 0 }
    let tableStart = keyTable.count
    let keyStart = keys.count
    let coded = distinct.count <= 256
    if coded {
      for (code, key) in distinct.enumerated() { codeOfKey[Int(key)] = UInt16(code) }
      keyTable.append(contentsOf: distinct)
      KeyBlockCodec.encode(records.map { UInt8(codeOfKey[Int(best[Int($0)])]) }, into: &keys)
    } else {
      DocBlockCodec.pack(records.lazy.map { UInt32(best[Int($0)]) }, width: PrefixLists.keyWidth, into: &keys)
    }
    let docStart = docs.count
    records.withUnsafeBufferPointer { DocBlockCodec.encode($0, into: &docs) }
    table += [
      UInt32(start), UInt32(min(end, start + TermMatcher.maxPrefixExpansions)), excluded, UInt32(records.count),
      UInt32(docStart), UInt32(keyStart), UInt32(tableStart), UInt32(coded ? distinct.count : 0),
    ]
  }

  /// The byte length of the first `scalars` UTF-8 scalars of `bytes` (0 when it has fewer, or
  /// they are not well formed).
  static func prefixLength(_ bytes: ArraySlice<UInt8>, scalars: Int) -> Int {
    var length = 0
    for _ in 0..<scalars {
      guard length < bytes.count else { return 0 }
      let lead = bytes[bytes.startIndex + length]
      switch lead {
      case 0..<0x80: length += 1
      case 0xC0..<0xE0: length += 2
      case 0xE0..<0xF0: length += 3
      case 0xF0..<0xF8: length += 4
      default: return 0
      }
    }
    return bytes.count >= length ? length : 0
  }
}
