/// Turns collected word occurrences into the term dictionary and posting lists of `text.isx`.
///
/// Sections:
/// - `termOff`/`termBytes`: the terms, sorted by UTF-8 bytes (prefixes are contiguous ranges);
/// - `postStart`: per term, the start of its postings (one more entry than terms);
/// - `docs`: record ids of each posting, ascending within a term;
/// - `posStart`/`positions`: per posting, its packed word positions (field, single-word flag,
///   position), ascending, so the first one is the best match for the attribute criterion;
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
    try out.begin("docs")
    for old in order {
      var previous = UInt32.max
      try store.forEachRun(of: old) { run in
        for entry in run where UInt32(truncatingIfNeeded: entry >> 32) != previous {
          previous = UInt32(truncatingIfNeeded: entry >> 32)
          try out.append(previous)
        }
      }
    }
    try out.end()
    // Per posting, the end of its positions (after a leading 0): a posting ends where the record changes.
    try out.begin("posStart")
    try out.append(0)
    var occurrence: UInt32 = 0
    for old in order {
      var previous = UInt32.max
      try store.forEachRun(of: old) { run in
        for entry in run {
          let record = UInt32(truncatingIfNeeded: entry >> 32)
          if record != previous && previous != .max { try out.append(occurrence) }
          previous = record
          occurrence += 1
        }
      }
      if previous != .max { try out.append(occurrence) }
    }
    try out.end()
    // Positions, each posting's sorted (best first); a record's words arrive in field order, so a
    // posting is nearly always sorted already and is only copied.
    try out.begin("positions")
    var group: [UInt32] = []
    func flush(_ group: inout [UInt32]) throws {
      if group.count > 1 { group.sort() }
      for position in group { try out.append(position) }
      group.removeAll(keepingCapacity: true)
    }
    for old in order {
      var previous = UInt32.max
      try store.forEachRun(of: old) { run in
        for entry in run {
          let record = UInt32(truncatingIfNeeded: entry >> 32)
          if record != previous { try flush(&group) }
          previous = record
          group.append(UInt32(truncatingIfNeeded: entry))
        }
      }
      try flush(&group)
    }
    try out.end()
    try file.section("typoOrder", typoOrder)
    try file.section("typoGroups", typoGroups)
    try file.finish()
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
