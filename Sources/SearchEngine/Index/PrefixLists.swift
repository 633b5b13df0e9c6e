/// The prefix lists of `text.isx` (format 12; their keys' codes in blocks since format 14): for a
/// broad prefix of one or two letters, the records having a term that starts with it and, per
/// record, the best attribute key among those terms' postings (`PrefixListBuilder`).
///
/// A one-word query that is such a prefix marks its records from the list, a few bits a record,
/// instead of marking every posting of its hundreds or thousands of terms; the prefix itself, an
/// exact match, is still marked from its own postings. A list carries no posting per record,
/// so it serves only queries of one word, whose prefix matches' postings nothing reads: a prefix
/// match is never exact, and one word has no proximity (`Matcher`).
///
/// Sections: `pfxList`, eight numbers a list (its first term, the term after its last, its
/// excluded exact term or `UInt32.max`, its record count, where its record numbers start in
/// `pfxDocs`, where its keys start in `pfxKeys`, where its key table starts in `pfxKeyTab` and
/// that table's size, 0 when the keys are stored whole); `pfxDocs`, each list's record numbers as
/// `DocBlockCodec` blocks, then the codec's padding; `pfxKeys`, per list, each record's index into
/// the list's key table as `KeyBlockCodec` blocks (or, for a list without a table, its key in 16
/// bits, least significant first, from a byte boundary), then the same padding; `pfxKeyTab`, the
/// key tables (the distinct keys of a list, most frequent first, ties by key, when there are at
/// most 256).
///
/// The table is checked when the index opens; a list's bytes the first time a query reads it.
final class PrefixLists: @unchecked Sendable {
  /// A list's numbers, checked against the sections.
  struct List {
    var firstTerm: Int
    var endTerm: Int
    var excluded: Int?
    var count: Int
    var docs: Range<Int>
    var keys: Range<Int>
    var table: Range<Int>
    /// Whether each record's code indexes `table` (else its 16 bits hold its key).
    var isCoded: Bool { !table.isEmpty }
  }

  /// The bits of a key in a list without a table.
  static let keyWidth = 16

  private static let entrySize = 8
  private let lists: [List]
  private let docData: UnsafeRawBufferPointer
  private let keyData: UnsafeRawBufferPointer
  private let keyTable: UnsafeBufferPointer<UInt16>
  private let recordCount: Int
  /// Per list, whether its bytes passed (`verify`).
  private let checked: ListChecks

  /// The lists of `file`'s sections, for `termCount` terms and `recordCount` records; throws
  /// when the table does not fit the sections.
  init(file: IndexFile, termCount: Int, recordCount: Int) throws(IndexFormatError) {
    let table = try file.array("pfxList", of: UInt32.self)
    docData = try file.raw("pfxDocs")
    keyData = try file.raw("pfxKeys")
    keyTable = try file.array("pfxKeyTab", of: UInt16.self)
    self.recordCount = recordCount
    let bad = IndexFormatError(path: file.path, reason: "inconsistent prefix lists")
    guard table.count % Self.entrySize == 0, docData.count >= DocBlockCodec.padding, keyData.count >= DocBlockCodec.padding
    else { throw bad }
    let count = table.count / Self.entrySize
    var lists: [List] = []
    lists.reserveCapacity(count)
    var docsFrom = 0
    var keysFrom = 0
    var tableFrom = 0
    for i in 0..<count {
      let e = Array(table[(i * Self.entrySize)..<((i + 1) * Self.entrySize)]).map(Int.init)
      let (first, end, excluded, records) = (e[0], e[1], e[2], e[3])
      let (docStart, keyStart, tableStart, tableCount) = (e[4], e[5], e[6], e[7])
      let docEnd = i + 1 < count ? Int(table[(i + 1) * Self.entrySize + 4]) : docData.count - DocBlockCodec.padding
      let keyEnd = i + 1 < count ? Int(table[(i + 1) * Self.entrySize + 5]) : keyData.count - DocBlockCodec.padding
      guard first < end, end <= termCount, end - first <= TermMatcher.maxPrefixExpansions,
        excluded == Int(UInt32.max) || (first..<end).contains(excluded),
        records > 0, records <= recordCount,
        docStart == docsFrom, docStart <= docEnd, docEnd <= docData.count - DocBlockCodec.padding,
        keyStart == keysFrom, keyStart <= keyEnd, keyEnd <= keyData.count - DocBlockCodec.padding,
        tableCount > 0 || keyEnd - keyStart == (records * Self.keyWidth + 7) / 8,
        tableStart == tableFrom, tableCount <= 256, tableStart + tableCount <= keyTable.count
      else { throw bad }
      lists.append(
        List(
          firstTerm: first, endTerm: end, excluded: excluded == Int(UInt32.max) ? nil : excluded, count: records,
          docs: docStart..<docEnd, keys: keyStart..<keyEnd, table: tableStart..<(tableStart + tableCount)))
      (docsFrom, keysFrom, tableFrom) = (docEnd, keyEnd, tableStart + tableCount)
    }
    guard docsFrom == docData.count - DocBlockCodec.padding, keysFrom == keyData.count - DocBlockCodec.padding,
      tableFrom == keyTable.count
    else { throw bad }
    self.lists = lists
    checked = ListChecks(count: count)
  }

  /// The number of lists.
  var count: Int { lists.count }

  /// List `index`'s numbers.
  func list(_ index: Int) -> List { lists[index] }

  /// The list whose terms are exactly the prefix matches (code 1) of `matches`, a word's term
  /// matches, or nil. The matches may hold others (the exact term, synonyms): those are marked
  /// from their postings as usual.
  func list(covering matches: [TermMatch]) -> Int? {
    guard !lists.isEmpty else { return nil }
    var count = 0
    var low = Int.max
    var previous = -1
    for match in matches where match.code == 1 {
      // Dictionary order without repeats, as `TermMatcher` gives them: anything else is left alone.
      guard match.term > previous else { return nil }
      if count == 0 { low = match.term }
      previous = match.term
      count += 1
    }
    guard count > 0 else { return nil }
    // A list of a first letter holds those of its two-letter prefixes: a few hundred lists at
    // most, scanned. Its terms are the prefix matches exactly when they all lie in its range,
    // are as many as it lists, and leave out the one it leaves out.
    for (index, list) in lists.enumerated()
    where list.firstTerm <= low && previous < list.endTerm
      && count == list.endTerm - list.firstTerm - (list.excluded == nil ? 0 : 1)
    {
      if let excluded = list.excluded, matches.contains(where: { $0.code == 1 && $0.term == excluded }) { continue }
      return index
    }
    return nil
  }

  /// True when list `index`'s bytes are sound: its record numbers exactly as `DocBlockCodec` lays
  /// them out, each below the record count, and its codes exactly as `KeyBlockCodec` lays them
  /// out, each inside its table. Checked once.
  func verify(_ index: Int) -> Bool {
    checked.verify(index) {
      let list = lists[index]
      guard let base = docData.baseAddress,
        DocBlockCodec.validate(base + list.docs.lowerBound, length: list.docs.count, count: list.count, recordCount: recordCount)
      else { return false }
      if list.isCoded {
        guard let keys = keyData.baseAddress,
          KeyBlockCodec.validate(keys + list.keys.lowerBound, length: list.keys.count, count: list.count, tableCount: list.table.count)
        else { return false }
      }
      return true
    }
  }

  /// True when every list is sound (`instantsearch check`).
  func verifyAll() -> Bool {
    lists.indices.allSatisfy(verify)
  }

  /// Calls `body` with each record of list `index` (verified) and its key, records ascending.
  @inline(__always)
  func forEach(
    in index: Int, records: Range<UInt32> = 0..<UInt32.max, _ body: (_ doc: UInt32, _ key: UInt16) -> Void
  ) {
    let list = lists[index]
    let docs = docData.baseAddress.unsafelyUnwrapped + list.docs.lowerBound
    let keys = keyData.baseAddress.unsafelyUnwrapped + list.keys.lowerBound
    let coded = list.isCoded
    // A coded list's table is not empty; an uncoded one never reads it.
    let table = coded ? keyTable.baseAddress.unsafelyUnwrapped + list.table.lowerBound : UnsafePointer<UInt16>(bitPattern: 8)!
    withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 2 * DocBlockCodec.blockSize) { buffer in
      let out = buffer.baseAddress.unsafelyUnwrapped
      let codes = out + DocBlockCodec.blockSize
      // The blocks that can hold records of `records` (all of them for the whole range), and in
      // each the part in the range: a half of a `RecordSplit` reads its own records.
      for k in Postings.blocks(docs, count: list.count, covering: records) {
        let n = DocBlockCodec.decode(docs, count: list.count, block: k, into: out)
        let (start, end) = Postings.span(of: out, n, in: records)
        if coded {
          _ = KeyBlockCodec.decode(keys, count: list.count, block: k, into: codes)
          for j in start..<end { body(out[j], table[Int(codes[j])]) }
        } else {
          // A block of 128 keys starts on a byte: 128 * 16 bits.
          DocBlockCodec.unpackGaps(keys + k &* 16 &* Self.keyWidth, width: Self.keyWidth, count: n, into: codes)
          for j in start..<end { body(out[j], UInt16(truncatingIfNeeded: codes[j])) }
        }
      }
    }
  }
}
