/// Encodes the `positions` section of `text.isx`: every posting's word positions, postings in the
/// order of the dictionary, in `PositionBlockCodec` blocks of 128.
extension InvertedIndexWriter {
  /// Encodes the blocks of the postings numbered `range` (in dictionary order; `range` starts at a
  /// multiple of the block size, so its blocks are the section's), handing them to `emit` a
  /// megabyte at a time. Returns each block's table entry (where it starts, counted from the
  /// range's first block, and its widths), each block's attribute floor (the least
  /// `AttributeKey.stored` of its postings' best positions with `ranks`, read by
  /// `FloorCandidates`) and the bytes emitted; the caller adds the section's end entry and the
  /// codec's padding.
  ///
  /// A record's words arrive in field order, so a posting is nearly always sorted already; it is
  /// sorted here so its first position is its best. Plain loops with the state in locals: this
  /// pass sees every occurrence of the import.
  static func encodePositions(
    order: [Int], store: OccurrenceStore, postStart: [UInt32], postings range: Range<Int>, ranks: [UInt16], path: String,
    emit: (UnsafeRawBufferPointer) throws -> Void
  ) throws -> (entries: [UInt64], floors: [UInt16], written: Int) {
    precondition(range.lowerBound % PositionBlockCodec.blockSize == 0)
    var offsets: [UInt64] = []
    var floors: [UInt16] = []
    var encoded: [UInt8] = []
    encoded.reserveCapacity(1 << 20)
    var written = 0
    guard !range.isEmpty else { return (offsets, floors, written) }
    // The open block: its postings' positions back to back, and where each posting's end.
    var positions: [UInt32] = []
    var ends: [Int] = []
    ends.reserveCapacity(PositionBlockCodec.blockSize)
    func flushBlock() throws {
      guard !ends.isEmpty else { return }
      let before = encoded.count
      let widths = PositionBlockCodec.encode(positions: positions, ends: ends, into: &encoded)
      offsets.append(PositionBlockCodec.Entry(offset: written, widths).raw)
      // A posting's best position is its first (`closePosting` sorted them).
      var floor = UInt16.max
      var start = 0
      ranks.withUnsafeBufferPointer { ranks in
        for end in ends {
          floor = min(floor, AttributeKey.stored(positions[start], table: ranks))
          start = end
        }
      }
      floors.append(floor)
      written += encoded.count - before
      guard written + PositionBlockCodec.padding <= PositionBlockCodec.Entry.maxOffset else {
        throw IndexFormatError(path: path, reason: "too many word positions for one index (over 16 GiB packed)")
      }
      positions.removeAll(keepingCapacity: true)
      ends.removeAll(keepingCapacity: true)
      if encoded.count >= 1 << 20 {
        try encoded.withUnsafeBytes { try emit($0) }
        encoded.removeAll(keepingCapacity: true)
      }
    }
    // The term holding the range's first posting: the last whose postings start at or before it.
    var first = 0
    var last = order.count
    while first < last {
      let middle = (first + last) / 2
      if Int(postStart[middle + 1]) <= range.lowerBound { first = middle + 1 } else { last = middle }
    }
    let reader = store.reader(from: first)
    for t in first..<order.count {
      guard Int(postStart[t]) < range.upperBound else { break }
      var posting = Int(postStart[t]) - 1  // the number of the posting being read
      var record = UInt32.max
      var kept = false  // whether that posting is in the range
      var postingStart = positions.count
      for (next, position) in try reader.occurrences(of: order[t]) {
        if next != record {
          if kept {
            closePosting(&positions, from: postingStart, ends: &ends)
            if ends.count == PositionBlockCodec.blockSize { try flushBlock() }
          }
          record = next
          posting += 1
          kept = posting >= range.lowerBound && posting < range.upperBound
          if posting >= range.upperBound { break }
          postingStart = positions.count
        }
        if kept { positions.append(position) }
      }
      if kept {
        closePosting(&positions, from: postingStart, ends: &ends)
        if ends.count == PositionBlockCodec.blockSize { try flushBlock() }
      }
    }
    try flushBlock()
    try encoded.withUnsafeBytes { try emit($0) }
    return (offsets, floors, written)
  }

  /// Ends the posting whose positions start at `start`: sorts them (best first) and records its end.
  ///
  /// A posting's positions nearly always arrive sorted (a record's words come in field order), and
  /// most postings have a few: those are checked and, if need be, sorted in place by insertion,
  /// where sorting an array slice cost a retain, a release and a uniqueness check per posting.
  /// More than `insertionLimit` positions take the library's sort, so that no record, however
  /// its words are laid out, makes a posting's sort quadratic.
  @inline(__always)
  private static func closePosting(_ positions: inout [UInt32], from start: Int, ends: inout [Int]) {
    let count = positions.count - start
    if count > insertionLimit {
      positions[start...].sort()
    } else if count > 1 {
      positions.withUnsafeMutableBufferPointer { all in
        let p = all.baseAddress.unsafelyUnwrapped + start
        for i in 1..<count where p[i] < p[i &- 1] {
          let value = p[i]
          var j = i
          while j > 0 && p[j &- 1] > value {
            p[j] = p[j &- 1]
            j &-= 1
          }
          p[j] = value
        }
      }
    }
    ends.append(positions.count)
  }

  /// The most positions a posting sorts by insertion (`closePosting`).
  private static let insertionLimit = 32
}
