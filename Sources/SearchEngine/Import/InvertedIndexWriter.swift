/// Turns collected word occurrences into the term dictionary and posting lists of `text.isx`.
///
/// Sections:
/// - `termOff`/`termBytes`: the terms, sorted by UTF-8 bytes (prefixes are contiguous ranges);
/// - `postStart`: per term, the start of its postings (one more entry than terms);
/// - `docs`/`docOff`: each term's record ids, ascending, delta-encoded and bit-packed in blocks
///   of 128 (`DocBlockCodec`), and where each term's blocks start;
/// - `positions`/`posOff`: per posting, its word positions (field, single-word flag, position),
///   ascending, so the first one is the best match for the attribute criterion, bit-packed in
///   blocks of 128 postings (`PositionBlockCodec`), and where each block starts;
/// - `posFloor`: per block of positions, the least attribute key of its postings' best positions
///   (`FloorCandidates`, format 16);
/// - `typoOrder`/`typoGroups`: term ids grouped by (first byte, length in scalars), so typo
///   candidates are found by scanning a few small groups instead of the whole dictionary;
/// - `pfxList`/`pfxDocs`/`pfxKeys`/`pfxKeyTab`: the prefix lists of broad one- and two-letter prefixes
///   (`PrefixListBuilder`, read by `PrefixLists`);
/// - `nearTerms`/`nearPairs`/`nearList`/`nearDocs`: the records where two frequent words stand close
///   (`NearPairCollector`, read by `NearPairs`);
/// - `fields`: nothing but a count check; field names live in the meta file.
enum InvertedIndexWriter {
  /// Writes `text.isx` at `path`; `ranks` (`AttributeKey.rankTable` of the index's fields) and
  /// `prefixListMinPostings` make its prefix lists (`PrefixListBuilder`).
  static func write(
    _ text: TextAccumulator, recordCount: Int, ranks: [UInt16],
    prefixListMinPostings: Int = PrefixListBuilder.defaultMinPostings, to path: String
  ) throws {
    let terms = text.terms
    let store = text.occurrences
    let order = terms.sortedByBytes(0..<terms.count)
    store.prepareReading(order: order)

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
    // The posting sections are gathered from the store's chains straight into the file: no array
    // of every occurrence is built or sorted. Two threads share the work: a second one encodes the
    // record numbers into a spill file while this one streams in the positions, chunk by chunk from
    // the front; once done with the record numbers, the second takes chunks from the back, each
    // into its own spill file, until the two meet (`PositionChunks`). Either may be the slower
    // half, whatever the data, so neither waits idle for long. Sections are found by name, in any
    // order, and a position block holds 128 postings, so chunks split at a multiple.
    let totalPostings = Int(postStart[postStart.count - 1])
    let chunks = PositionChunks(postings: totalPostings)
    let docsSpill = try SpillFile(path: path + ".docs")
    var docOffsets: [UInt32] = []
    var tail: [(spill: SpillFile, entries: [UInt64], floors: [UInt16], written: Int)] = []
    let prefixes = UnsafeMutablePointer<PrefixListBuilder>.allocate(capacity: 1)
    prefixes.initialize(to: PrefixListBuilder(recordCount: recordCount, ranks: ranks, minPostings: prefixListMinPostings))
    defer { prefixes.deinitialize(count: 1).deallocate() }
    let second = BackgroundTask {
      docOffsets = try {
        defer { docsSpill.seal() }  // done or failed: a copy waiting for more bytes goes on
        return try encodeDocs(order: order, store: store, path: path, prefixes: prefixes, termBytes: terms.bytes) {
          try docsSpill.append($0)
        }
      }()
      while let chunk = chunks.claimLast() {
        let spill = try SpillFile(path: path + ".positions.\(chunk)")
        let part = try encodePositions(
          order: order, store: store, postStart: postStart, postings: chunks.postings(of: chunk), ranks: ranks, path: path
        ) { try spill.append($0) }
        tail.append((spill, part.entries, part.floors, part.written))
      }
    }
    var positionOffsets: [UInt64] = []
    positionOffsets.reserveCapacity((totalPostings + PositionBlockCodec.blockSize - 1) / PositionBlockCodec.blockSize + 1)
    var floors: [UInt16] = []
    floors.reserveCapacity(positionOffsets.capacity)
    var written = 0
    func append(_ entries: [UInt64], floors blockFloors: [UInt16], written part: Int) throws {
      for raw in entries { positionOffsets.append(raw + UInt64(written)) }
      floors += blockFloors
      written += part
      guard written + PositionBlockCodec.padding <= PositionBlockCodec.Entry.maxOffset else {
        throw IndexFormatError(path: path, reason: "too many word positions for one index (over 16 GiB packed)")
      }
    }
    do {
      try file.beginSection("positions")
      while let chunk = chunks.claimFirst() {
        let part = try encodePositions(
          order: order, store: store, postStart: postStart, postings: chunks.postings(of: chunk), ranks: ranks, path: path
        ) { try file.write($0) }
        try append(part.entries, floors: part.floors, written: part.written)
      }
    } catch {
      chunks.stop()
      try? second.wait()
      throw error
    }
    // When the second thread took no chunk (still encoding the record numbers, and none is left
    // now), the positions are complete: the record numbers are copied into the file as the second
    // thread writes them, rather than all at once after it ends (on bestbuy-1m, 0.4 s of waiting
    // and then 0.45 s of copying at the end of an import).
    let streamsDocs = !chunks.claimedFromBack
    if !streamsDocs {
      try second.wait()
      // The second thread's chunks were taken from the back: they go in ascending order.
      for part in tail.reversed() {
        try part.spill.copy(into: file)
        try append(part.entries, floors: part.floors, written: part.written)
      }
      tail.removeAll()
    }
    try file.write(array: [UInt8](repeating: 0, count: PositionBlockCodec.padding))
    file.endSection()
    positionOffsets.append(PositionBlockCodec.Entry(offset: written, wf: 0, wl: 0, we: 0, wr: 0).raw)
    try file.beginSection("docs")
    if streamsDocs {
      do {
        try docsSpill.copyAsAppended(into: file)
      } catch {
        try? second.wait()
        throw error
      }
      try second.wait()
    } else {
      try docsSpill.copy(into: file)
    }
    file.endSection()
    try file.section("docOff", docOffsets)
    try file.section("posOff", positionOffsets)
    try file.section("posFloor", floors)
    try file.section("typoOrder", typoOrder)
    try file.section("typoGroups", typoGroups)
    let lists = prefixes.pointee
    guard lists.docs.count <= Int(UInt32.max), lists.keys.count <= Int(UInt32.max) else {
      throw IndexFormatError(path: path, reason: "prefix lists over 4 GB")
    }
    try file.section("pfxList", lists.table)
    try file.section("pfxDocs", lists.docs)
    try file.section("pfxKeys", lists.keys)
    try file.section("pfxKeyTab", lists.keyTable)
    var finalIDs = [UInt32](repeating: 0, count: order.count)
    for (new, old) in order.enumerated() { finalIDs[old] = UInt32(new) }
    let near = text.nearPairs.sections { finalIDs[Int($0)] }
    guard near.docs.count <= Int(UInt32.max) else { throw IndexFormatError(path: path, reason: "near-pair lists over 4 GB") }
    try file.section("nearTerms", near.terms)
    try file.section("nearPairs", near.pairs)
    try file.section("nearList", near.table)
    try file.section("nearDocs", near.docs)
    try file.finish()
  }
}

extension InvertedIndexWriter {
  /// Encodes the `docs` section (every term's record numbers through `DocBlockCodec`, in
  /// dictionary order, then the codec's padding), handing it to `emit` a megabyte at a time, and
  /// returns where each term's blocks start.
  ///
  /// The same pass feeds `prefixes` (when given) each term and its postings' best positions.
  static func encodeDocs(
    order: [Int], store: OccurrenceStore, path: String, prefixes: UnsafeMutablePointer<PrefixListBuilder>? = nil,
    termBytes: (Int) -> ArraySlice<UInt8> = { _ in [] }, emit: (UnsafeRawBufferPointer) throws -> Void
  ) throws -> [UInt32] {
    var offsets: [UInt32] = [0]
    offsets.reserveCapacity(order.count + 1)
    var termDocs: [UInt32] = [0]
    var firsts: [UInt32] = [0]
    var encoded: [UInt8] = []
    encoded.reserveCapacity(1 << 20)
    var written = 0
    let reader = store.reader()
    for (t, old) in order.enumerated() {
      // The term's postings are counted already: its records and best positions go into buffers
      // of that size through pointers, with no append (and its checks) per occurrence.
      let count = Int(store.postingCount(of: old))
      if termDocs.count < count {
        termDocs = [UInt32](repeating: 0, count: max(count, 2 * termDocs.count))
        firsts = termDocs
      }
      prefixes?.pointee.beginTerm(t, bytes: termBytes(old))
      let listing = prefixes?.pointee.isListing ?? false
      let occurrences = try reader.occurrences(of: old)
      let before = encoded.count
      termDocs.withUnsafeMutableBufferPointer { docs in
        firsts.withUnsafeMutableBufferPointer { firsts in
          var n = 0
          var previous = UInt32.max
          if listing {
            // A posting's best position is the least of its record's occurrences (`closePosting`).
            for (record, position) in occurrences {
              if record != previous {
                // The buffers hold the term's counted postings: never written past.
                precondition(n < count, "a term's postings differ from its count")
                previous = record
                docs[n] = record
                firsts[n] = position
                n &+= 1
              } else if position < firsts[n &- 1] {
                firsts[n &- 1] = position
              }
            }
          } else {
            for (record, _) in occurrences where record != previous {
              precondition(n < count, "a term's postings differ from its count")
              previous = record
              docs[n] = record
              n &+= 1
            }
          }
          precondition(n == count, "a term's postings differ from its count")
          let records = UnsafeBufferPointer(rebasing: docs[0..<n])
          if listing, let prefixes {
            prefixes.pointee.add(records: records, firsts: UnsafeBufferPointer(rebasing: firsts[0..<n]))
          }
          DocBlockCodec.encode(records, into: &encoded)
        }
      }
      written += encoded.count - before
      guard written + DocBlockCodec.padding <= Int(UInt32.max) else {
        throw IndexFormatError(path: path, reason: "too many postings for one index (over 4 GB of record numbers)")
      }
      offsets.append(UInt32(written))
      if encoded.count >= 1 << 20 {
        try encoded.withUnsafeBytes { try emit($0) }
        encoded.removeAll(keepingCapacity: true)
      }
    }
    encoded.append(contentsOf: repeatElement(0, count: DocBlockCodec.padding))
    try encoded.withUnsafeBytes { try emit($0) }
    prefixes?.pointee.finish(termCount: order.count)
    return offsets
  }
}
