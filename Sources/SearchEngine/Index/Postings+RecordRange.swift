/// Reading only the postings of a range of records, for a search whose matching runs in two
/// halves of the records on two cores (`Matcher`).
///
/// A term's blocks are in record order and their skip entries give each block's last record, so
/// the blocks that can hold records of a range are found by two binary searches, and only the
/// first and last of them hold records outside it.
extension Postings {
  /// The blocks of a list of `count` records in `DocBlockCodec` blocks starting at `bytes` (a
  /// term's postings, a prefix list) that may hold records of `records`.
  @inline(__always)
  static func blocks(_ bytes: UnsafeRawPointer, count: Int, covering records: Range<UInt32>) -> Range<Int> {
    let blocks = DocBlockCodec.blockCount(count)
    guard blocks > 1 else { return 0..<blocks }
    /// The first block whose last record is at least `doc` (`blocks` when none is).
    func firstBlock(reaching doc: UInt32) -> Int {
      var low = 0
      var high = blocks
      while low < high {
        let mid = (low + high) / 2
        if DocBlockCodec.lastDoc(bytes, block: mid) < doc { low = mid + 1 } else { high = mid }
      }
      return low
    }
    let first = firstBlock(reaching: records.lowerBound)
    guard !records.isEmpty, first < blocks else { return first..<first }
    return first..<min(blocks, firstBlock(reaching: records.upperBound - 1) + 1)
  }

  /// The part `start..<end` of a decoded block of `n` ascending records that lies in `records`:
  /// a comparison or two but at the range's edges.
  @inline(__always)
  static func span(of docs: UnsafePointer<UInt32>, _ n: Int, in records: Range<UInt32>) -> (start: Int, end: Int) {
    var start = 0
    while start < n && docs[start] < records.lowerBound { start &+= 1 }
    var end = n
    while end > start && docs[end &- 1] >= records.upperBound { end &-= 1 }
    return (start, end)
  }

  /// `forEachPosting(of:_:)` for the records of `records` only.
  @inline(__always)
  func forEachPosting(of term: Int, in records: Range<UInt32>, _ body: (_ posting: Int, _ doc: UInt32) -> Void) {
    let range = range(of: term)
    let count = range.count
    guard count > 0 else { return }
    let bytes = blocks(of: term)
    withUnsafeTemporaryAllocation(of: UInt32.self, capacity: DocBlockCodec.blockSize) { buffer in
      let out = buffer.baseAddress.unsafelyUnwrapped
      for k in Self.blocks(bytes, count: count, covering: records) {
        let n = DocBlockCodec.decode(bytes, count: count, block: k, into: out)
        let first = range.lowerBound &+ k &* DocBlockCodec.blockSize
        let (start, end) = Self.span(of: out, n, in: records)
        for j in start..<end { body(first &+ j, out[j]) }
      }
    }
  }

  /// The postings of `term` whose records are in `records`: their record numbers, ascending, and
  /// the first one's posting (the others follow it).
  func docs(of term: Int, in records: Range<UInt32>) -> (docs: [UInt32], firstPosting: Int) {
    let range = range(of: term)
    let count = range.count
    guard count > 0 else { return ([], range.lowerBound) }
    let bytes = blocks(of: term)
    let covered = Self.blocks(bytes, count: count, covering: records)
    var firstPosting = range.lowerBound
    let docs = [UInt32](unsafeUninitializedCapacity: covered.count * DocBlockCodec.blockSize) { out, initialized in
      var filled = 0
      let base = out.baseAddress.unsafelyUnwrapped
      // Each block decoded straight into the result (room for a whole block is left), its
      // records outside the range dropped: only the first and last blocks have any.
      for k in covered {
        let block = base + filled
        let n = DocBlockCodec.decode(bytes, count: count, block: k, into: block)
        let (start, end) = Self.span(of: block, n, in: records)
        if k == covered.lowerBound { firstPosting = range.lowerBound + k * DocBlockCodec.blockSize + start }
        if start > 0 {
          // Overlapping: `copyMemory` moves as memmove does.
          UnsafeMutableRawPointer(block).copyMemory(from: block + start, byteCount: (end - start) * MemoryLayout<UInt32>.stride)
        }
        filled += end - start
      }
      initialized = filled
    }
    return (docs, firstPosting)
  }
}
