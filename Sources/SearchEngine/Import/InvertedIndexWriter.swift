/// Turns collected word occurrences into the term dictionary and posting lists of `text.isx`.
///
/// Sections:
/// - `termOff`/`termBytes`: the terms, sorted by UTF-8 bytes (prefixes are contiguous ranges);
/// - `postStart`: per term, the start of its postings (one more entry than terms);
/// - `docs`/`docOff`: each term's record ids, ascending, delta-encoded and bit-packed in blocks
///   of 128 (`DocBlockCodec`), and where each term's blocks start;
/// - `posRef`/`positions`: per posting, its packed word positions (field, single-word flag,
///   position), ascending, so the first one is the best match for the attribute criterion; a
///   lone position is stored inline in `posRef` (see `Postings`);
/// - `typoOrder`/`typoGroups`: term ids grouped by (first byte, length in scalars), so typo
///   candidates are found by scanning a few small groups instead of the whole dictionary;
/// - `fields`: nothing but a count check; field names live in the meta file.
enum InvertedIndexWriter {
  static func write(_ text: TextAccumulator, recordCount: Int, to path: String) throws {
    let terms = text.terms
    let store = text.occurrences
    let order = (0..<terms.count).sorted { terms.bytes($0).lexicographicallyPrecedes(terms.bytes($1)) }

    // Per term in dictionary order, the start of its postings: the counts were kept while streaming.
    var postStart: [UInt32] = [0]
    postStart.reserveCapacity(terms.count + 1)
    for old in order {
      postStart.append(postStart[postStart.count - 1] + store.postingCount(of: old))
    }

    var termOffsets: [UInt32] = [0]
    termOffsets.reserveCapacity(terms.count + 1)
    var termBytes: [UInt8] = []
    var groupKeys: [UInt64] = []
    groupKeys.reserveCapacity(terms.count)
    for old in order {
      let bytes = terms.bytes(old)
      termBytes.append(contentsOf: bytes)
      termOffsets.append(UInt32(termBytes.count))
      let first = UInt64(bytes.first ?? 0)
      // Length in scalars: every byte that is not a UTF-8 continuation byte starts one.
      let length = UInt64(min(bytes.reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }, 0xFFFF))
      groupKeys.append(first << 48 | length << 32 | UInt64(groupKeys.count))
    }
    groupKeys.sort()
    var typoOrder: [UInt32] = []
    typoOrder.reserveCapacity(groupKeys.count)
    var typoGroups: [UInt32] = []
    var previous: UInt64 = .max
    for key in groupKeys {
      let group = key >> 32
      if group != previous {
        typoGroups += [UInt32(key >> 48), UInt32((key >> 32) & 0xFFFF), UInt32(typoOrder.count)]
        previous = group
      }
      typoOrder.append(UInt32(truncatingIfNeeded: key))
    }
    typoGroups += [UInt32.max, UInt32.max, UInt32(typoOrder.count)]

    let file = try IndexFileWriter(path: path, kind: IndexLayout.textKind)
    try file.section("termOff", termOffsets)
    try file.section("termBytes", termBytes)
    try file.section("postStart", postStart)
    // The three posting sections are gathered from the store's chains, one pass each, straight
    // into the file: no array of every occurrence is built or sorted.
    var out = SectionStream(file: file)
    try file.section("docOff", try writeDocs(order: order, store: store, to: file, path: path))
    // Each posting's positions, sorted (best first); a record's words arrive in field order, so a
    // posting is nearly always sorted already. One pass writes the references (a lone position
    // inline), the next the lists of the postings that have several. Plain loops with the state
    // in locals: these passes see every occurrence of the import.
    try out.begin("posRef")
    var listOffset = 0
    for old in order {
      var posting = PostingCursor(keepsList: false)
      for run in store.runs(of: old) {
        for entry in run {
          if posting.endsPosting(before: entry) {
            try posting.writeReference(to: &out, listOffset: &listOffset, path: path)
          }
          posting.take(entry)
        }
      }
      try posting.writeReference(to: &out, listOffset: &listOffset, path: path)
    }
    try out.end()
    try out.begin("positions")
    for old in order {
      var posting = PostingCursor(keepsList: true)
      for run in store.runs(of: old) {
        for entry in run {
          if posting.endsPosting(before: entry) { try posting.writeList(to: &out) }
          posting.take(entry)
        }
      }
      try posting.writeList(to: &out)
    }
    try out.end()
    try file.section("typoOrder", typoOrder)
    try file.section("typoGroups", typoGroups)
    try file.finish()
  }
}

extension InvertedIndexWriter {
  /// Writes the `docs` section (every term's record numbers through `DocBlockCodec`, in
  /// dictionary order, then the codec's padding) and returns where each term's blocks start.
  static func writeDocs(order: [Int], store: OccurrenceStore, to file: IndexFileWriter, path: String) throws -> [UInt32] {
    var offsets: [UInt32] = [0]
    offsets.reserveCapacity(order.count + 1)
    var termDocs: [UInt32] = []
    var encoded: [UInt8] = []
    encoded.reserveCapacity(1 << 20)
    var written = 0
    try file.beginSection("docs")
    for old in order {
      termDocs.removeAll(keepingCapacity: true)
      var previous = UInt32.max
      for run in store.runs(of: old) {
        for entry in run where UInt32(truncatingIfNeeded: entry >> 32) != previous {
          previous = UInt32(truncatingIfNeeded: entry >> 32)
          termDocs.append(previous)
        }
      }
      let before = encoded.count
      termDocs.withUnsafeBufferPointer { DocBlockCodec.encode($0, into: &encoded) }
      written += encoded.count - before
      guard written + DocBlockCodec.padding <= Int(UInt32.max) else {
        throw IndexFormatError(path: path, reason: "too many postings for one index (over 4 GB of record numbers)")
      }
      offsets.append(UInt32(written))
      if encoded.count >= 1 << 20 {
        try encoded.withUnsafeBytes { try file.write($0) }
        encoded.removeAll(keepingCapacity: true)
      }
    }
    encoded.append(contentsOf: repeatElement(0, count: DocBlockCodec.padding))
    try encoded.withUnsafeBytes { try file.write($0) }
    file.endSection()
    return offsets
  }
}

/// Streams 32-bit values into a section of an `IndexFileWriter` through a fixed buffer, so a
/// section of tens of millions of entries costs one buffer, not an array of its own.
private struct SectionStream {
  let file: IndexFileWriter
  private var buffer: [UInt32] = []
  private static let capacity = 1 << 16

  init(file: IndexFileWriter) {
    self.file = file
    buffer.reserveCapacity(Self.capacity)
  }

  mutating func begin(_ name: String) throws { try file.beginSection(name) }

  @inline(__always)
  mutating func append(_ value: UInt32) throws {
    buffer.append(value)
    if buffer.count == Self.capacity { try flush() }
  }

  mutating func end() throws {
    try flush()
    file.endSection()
  }

  private mutating func flush() throws {
    try buffer.withUnsafeBytes { try file.write($0) }
    buffer.removeAll(keepingCapacity: true)
  }
}

/// Walks a term's occurrences posting by posting (a posting ends where the record changes),
/// keeping only what the posting sections need: its count, its first position and, when
/// `keepsList` and it has more than one, its positions.
private struct PostingCursor {
  let keepsList: Bool
  private var record = UInt32.max
  private var count = 0
  private var first: UInt32 = 0
  private var list: [UInt32] = []

  init(keepsList: Bool) { self.keepsList = keepsList }

  /// Whether `entry` starts a new posting while one is open: write that one out first.
  @inline(__always)
  func endsPosting(before entry: UInt64) -> Bool {
    count > 0 && UInt32(truncatingIfNeeded: entry >> 32) != record
  }

  /// Adds `entry` to the open posting, or opens one with it.
  @inline(__always)
  mutating func take(_ entry: UInt64) {
    let next = UInt32(truncatingIfNeeded: entry >> 32)
    let position = UInt32(truncatingIfNeeded: entry)
    if count == 0 || next != record {
      record = next
      count = 1
      first = position
      return
    }
    count += 1
    if keepsList {
      if count == 2 { list.append(first) }
      list.append(position)
    }
  }

  private var isInline: Bool { count == 1 && first & Postings.multiplePositions == 0 }

  /// Writes the open posting's `posRef` entry (its lone position, or where its list will be).
  mutating func writeReference(to out: inout SectionStream, listOffset: inout Int, path: String) throws {
    guard count > 0 else { return }
    if isInline {
      try out.append(first)
    } else {
      guard listOffset < Int(Postings.multiplePositions) else {
        throw IndexFormatError(path: path, reason: "too many word positions for one index (over 2^31)")
      }
      try out.append(Postings.multiplePositions | UInt32(listOffset))
      listOffset += 1 + count
    }
    count = 0
  }

  /// Writes the open posting's list (count, then sorted positions) unless it is inline.
  mutating func writeList(to out: inout SectionStream) throws {
    guard count > 0 else { return }
    if !isInline {
      if list.isEmpty { list.append(first) }  // a lone position that cannot be inline
      list.sort()
      try out.append(UInt32(list.count))
      for position in list { try out.append(position) }
    }
    list.removeAll(keepingCapacity: true)
    count = 0
  }
}
