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
    let order = (0..<terms.count).sorted { terms.bytes($0).lexicographicallyPrecedes(terms.bytes($1)) }
    var newID = [UInt32](repeating: 0, count: terms.count)
    for (rank, old) in order.enumerated() { newID[old] = UInt32(rank) }

    // Counting sort of occurrences by new term id, stable (record order, then position order).
    let occurrenceTerms = text.occurrenceTerms
    let occurrencePositions = text.occurrencePositions
    var termStart = [Int](repeating: 0, count: terms.count + 1)
    for term in occurrenceTerms { termStart[Int(newID[Int(term)]) + 1] += 1 }
    for t in 0..<terms.count { termStart[t + 1] += termStart[t] }
    var fill = termStart
    var sortedDocs = [UInt32](repeating: 0, count: occurrenceTerms.count)
    var sortedPositions = [UInt32](repeating: 0, count: occurrenceTerms.count)
    let starts = text.recordStarts
    for doc in 0..<(starts.count - 1) {
      for o in Int(starts[doc])..<Int(starts[doc + 1]) {
        let t = Int(newID[Int(occurrenceTerms[o])])
        sortedDocs[fill[t]] = UInt32(doc)
        sortedPositions[fill[t]] = occurrencePositions[o]
        fill[t] += 1
      }
    }

    var postStart: [UInt32] = [0]
    postStart.reserveCapacity(terms.count + 1)
    var docs: [UInt32] = []
    docs.reserveCapacity(occurrenceTerms.count)
    var posStart: [UInt32] = [0]
    posStart.reserveCapacity(occurrenceTerms.count + 1)
    // The occurrences, grouped by term then record, already are the positions section: each
    // posting's positions are sorted where they lie (best first) instead of copied out.
    var positions = sortedPositions
    sortedPositions = []
    for t in 0..<terms.count {
      var o = termStart[t]
      let end = termStart[t + 1]
      while o < end {
        let doc = sortedDocs[o]
        let first = o
        while o < end && sortedDocs[o] == doc { o += 1 }
        if o - first > 1 { positions[first..<o].sort() }
        docs.append(doc)
        posStart.append(UInt32(o))
      }
      postStart.append(UInt32(docs.count))
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
    try file.section("docs", docs)
    try file.section("posStart", posStart)
    try file.section("positions", positions)
    try file.section("typoOrder", typoOrder)
    try file.section("typoGroups", typoGroups)
    try file.finish()
  }
}
