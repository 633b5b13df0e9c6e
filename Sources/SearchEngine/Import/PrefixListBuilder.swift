/// Builds the prefix lists of `text.isx` (format 12) while `InvertedIndexWriter.encodeDocs` reads
/// every term's occurrences in dictionary order.
///
/// A one-letter query is a prefix of thousands of terms: `s` matched every term starting with `s`
/// and marked their millions of postings one by one (40-75 ms on the 1M-record demo, most of a
/// live keystroke's wait). Algolia's engine keeps an inverted list per prefix, made at indexing;
/// this keeps one per first letter that is worth it: for each record having a term that starts
/// with that scalar (the letter itself excepted: it is its own exact term), the best attribute key
/// among those terms' postings, which is all a one-word prefix query ranks its records by
/// (`PrefixLists`). The terms are those `TermMatcher` would take for the letter: the first
/// `TermMatcher.maxPrefixExpansions` in dictionary order.
///
/// A letter gets a list only when its prefix terms have at least `minPostings` postings: below,
/// marking them is about as fast as reading a list.
struct PrefixListBuilder {
  /// `minPostings` of an import: about a millisecond of marking.
  static let defaultMinPostings = 1 << 16

  private let recordCount: Int
  /// The field ranks (`AttributeKey.rankTable`) the keys are made with.
  let ranks: [UInt16]
  private let minPostings: Int
  /// Per record, the best key so far in the open group (`UInt16.max`: none).
  private var best: [UInt16]
  /// The records `best` holds a key for, in the order first seen (for small groups: sorted
  /// instead of scanning every record).
  private var touched: [UInt32] = []
  /// The open group: its first scalar's bytes, its first term, its exact term, its postings so far.
  private var group: [UInt8] = []
  private var groupStart = 0
  private var excluded = UInt32.max
  private var postings = 0
  /// Whether the current term's postings belong to the open group's list.
  private var listing = false
  /// Per key value, its code in the list being written (a 64k table reused for every list).
  private var codeOfKey: [UInt16]

  /// The sections, as `PrefixLists` reads them.
  private(set) var table: [UInt32] = []
  private(set) var docs: [UInt8] = []
  private(set) var keys: [UInt8] = []
  private(set) var keyTable: [UInt16] = []

  /// A builder for `recordCount` records whose field ranks are `ranks` (`AttributeKey.rankTable`).
  init(recordCount: Int, ranks: [UInt16], minPostings: Int = PrefixListBuilder.defaultMinPostings) {
    self.recordCount = recordCount
    self.ranks = ranks
    self.minPostings = max(1, minPostings)
    best = [UInt16](repeating: .max, count: recordCount)
    codeOfKey = [UInt16](repeating: .max, count: 1 << 16)
  }

  /// Term `term` (in dictionary order) starts; its bytes are `bytes`.
  mutating func beginTerm(_ term: Int, bytes: ArraySlice<UInt8>) {
    let length = Self.firstScalarLength(bytes)
    if length == 0 || !bytes.prefix(length).elementsEqual(group) {
      flush(end: term)
      group = Array(bytes.prefix(length))
      groupStart = term
      excluded = bytes.count == length ? UInt32(term) : .max
    }
    listing = length > 0 && term - groupStart < TermMatcher.maxPrefixExpansions && UInt32(term) != excluded
  }

  /// Whether the current term's postings are read (`add`) at all.
  var isListing: Bool { listing }

  /// The current term's posting in record `record`, whose best (first) position is `first`;
  /// `table` is `ranks`, borrowed by the caller for its whole loop.
  @inline(__always) mutating func add(record: UInt32, first: UInt32, table: UnsafeBufferPointer<UInt16>) {
    guard listing else { return }
    postings &+= 1
    let key = AttributeKey.stored(first, table: table)
    let doc = Int(record)
    let old = best[doc]
    if old == .max { touched.append(record) }
    if key < old { best[doc] = key }
  }

  /// Ends the last group (`termCount` terms in all) and pads the record numbers.
  mutating func finish(termCount: Int) {
    flush(end: termCount)
    docs.append(contentsOf: repeatElement(0, count: DocBlockCodec.padding))
    keys.append(contentsOf: repeatElement(0, count: DocBlockCodec.padding))
  }

  /// Closes the open group before term `end`: writes its list when it has enough postings, and
  /// leaves `best` empty again.
  private mutating func flush(end: Int) {
    defer {
      touched.removeAll(keepingCapacity: true)
      postings = 0
      group = []
    }
    guard !touched.isEmpty else { return }
    var records: [UInt32]
    if touched.count > recordCount / 16 {
      records = []
      records.reserveCapacity(touched.count)
      for doc in 0..<recordCount where best[doc] != .max { records.append(UInt32(doc)) }
    } else {
      records = touched
      records.sort()
    }
    defer { for doc in records { best[Int(doc)] = .max } }
    guard postings >= minPostings else { return }
    let listEnd = min(end, groupStart + TermMatcher.maxPrefixExpansions)
    // Keys through a table of the distinct ones when there are at most 256 (a byte a record),
    // else stored whole.
    var distinct: [UInt16] = []
    for doc in records {
      let key = best[Int(doc)]
      if codeOfKey[Int(key)] == .max {
        codeOfKey[Int(key)] = 0
        distinct.append(key)
      }
    }
    distinct.sort()
    let tableStart = keyTable.count
    let keyStart = keys.count
    let coded = distinct.count <= 256
    if coded {
      for (code, key) in distinct.enumerated() { codeOfKey[Int(key)] = UInt16(code) }
      keyTable.append(contentsOf: distinct)
    }
    // Each record's code (or key) in `keyWidth` bits, least significant first.
    let width = PrefixLists.keyWidth(tableCount: coded ? distinct.count : 0)
    DocBlockCodec.pack(
      records.lazy.map { [best, codeOfKey] doc in
        let key = best[Int(doc)]
        return UInt32(coded ? codeOfKey[Int(key)] : key)
      }, width: width, into: &keys)
    for key in distinct { codeOfKey[Int(key)] = .max }
    let docStart = docs.count
    records.withUnsafeBufferPointer { DocBlockCodec.encode($0, into: &docs) }
    table += [
      UInt32(groupStart), UInt32(listEnd), excluded, UInt32(records.count), UInt32(docStart), UInt32(keyStart),
      UInt32(tableStart), UInt32(coded ? distinct.count : 0),
    ]
  }

  /// The byte length of the first UTF-8 scalar of `bytes` (0 when empty or not a lead byte).
  static func firstScalarLength(_ bytes: ArraySlice<UInt8>) -> Int {
    guard let lead = bytes.first else { return 0 }
    let length: Int
    switch lead {
    case 0..<0x80: length = 1
    case 0xC0..<0xE0: length = 2
    case 0xE0..<0xF0: length = 3
    case 0xF0..<0xF8: length = 4
    default: return 0
    }
    return bytes.count >= length ? length : 0
  }
}
