/// Writes the `positions` section of `text.isx`: every posting's word positions, postings in the
/// order of the dictionary, in `PositionBlockCodec` blocks of 128.
extension InvertedIndexWriter {
  /// Writes the `positions` section (the blocks, then the codec's padding) and returns each block's
  /// table entry (where it starts and its widths), then the section's end. A record's words arrive
  /// in field order, so a posting is nearly always sorted already; it is sorted here so its first
  /// position is its best. Plain loops with the state in locals: this pass sees every occurrence
  /// of the import.
  static func writePositions(order: [Int], store: OccurrenceStore, to file: IndexFileWriter, path: String) throws
    -> [UInt64]
  {
    var offsets: [UInt64] = []
    var encoded: [UInt8] = []
    encoded.reserveCapacity(1 << 20)
    var written = 0
    // The open block: its postings' positions back to back, and where each posting's end.
    var positions: [UInt32] = []
    var ends: [Int] = []
    ends.reserveCapacity(PositionBlockCodec.blockSize)
    func flushBlock() throws {
      guard !ends.isEmpty else { return }
      let before = encoded.count
      let widths = PositionBlockCodec.encode(positions: positions, ends: ends, into: &encoded)
      offsets.append(PositionBlockCodec.Entry(offset: written, wf: widths.wf, wl: widths.wl, we: widths.we, wr: widths.wr).raw)
      written += encoded.count - before
      guard written + PositionBlockCodec.padding <= PositionBlockCodec.Entry.maxOffset else {
        throw IndexFormatError(path: path, reason: "too many word positions for one index (over 1 TB packed)")
      }
      positions.removeAll(keepingCapacity: true)
      ends.removeAll(keepingCapacity: true)
      if encoded.count >= 1 << 20 {
        try encoded.withUnsafeBytes { try file.write($0) }
        encoded.removeAll(keepingCapacity: true)
      }
    }
    try file.beginSection("positions")
    for old in order {
      var record = UInt32.max
      var postingStart = positions.count
      for (next, position) in store.occurrences(of: old) {
        if next != record {
          if record != .max {
            closePosting(&positions, from: postingStart, ends: &ends)
            if ends.count == PositionBlockCodec.blockSize { try flushBlock() }
          }
          record = next
          postingStart = positions.count
        }
        positions.append(position)
      }
      if record != .max {
        closePosting(&positions, from: postingStart, ends: &ends)
        if ends.count == PositionBlockCodec.blockSize { try flushBlock() }
      }
    }
    try flushBlock()
    offsets.append(PositionBlockCodec.Entry(offset: written, wf: 0, wl: 0, we: 0, wr: 0).raw)
    encoded.append(contentsOf: repeatElement(0, count: PositionBlockCodec.padding))
    try encoded.withUnsafeBytes { try file.write($0) }
    file.endSection()
    return offsets
  }

  /// Ends the posting whose positions start at `start`: sorts them (best first) and records its end.
  @inline(__always)
  private static func closePosting(_ positions: inout [UInt32], from start: Int, ends: inout [Int]) {
    if positions.count - start > 1 { positions[start...].sort() }
    ends.append(positions.count)
  }
}
