/// Reading a term's postings for the records of a candidate set only: a later word of a query is
/// marked for the records the words before it left (`MarkScratch.mark`).
///
/// A block's records are decoded, then those that are candidates are gathered without a branch
/// (each one written at the next slot, kept by moving on only when its candidate bit is set), and
/// only those are visited. Testing each record's candidate bit before visiting it was a branch
/// taken about half the time for a broad word: the tenth of a broad two-word query that its
/// mispredictions cost.
extension Postings {
  /// Calls `body` with the posting and record of each posting of `term` whose record is in
  /// `records` and in `candidates` (the words of a `Bitset` over every record), in order.
  @inline(__always)
  func forEachPosting(
    of term: Int, in records: Range<UInt32>, among candidates: UnsafePointer<UInt64>,
    _ body: (_ posting: Int, _ doc: UInt32) -> Void
  ) {
    let range = range(of: term)
    let count = range.count
    guard count > 0 else { return }
    let bytes = blocks(of: term)
    withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 2 &* DocBlockCodec.blockSize) { buffer in
      let out = buffer.baseAddress.unsafelyUnwrapped
      let kept = out + DocBlockCodec.blockSize
      for k in Self.blocks(bytes, count: count, covering: records) {
        let first = range.lowerBound &+ k &* DocBlockCodec.blockSize
        let n = DocBlockCodec.decode(bytes, count: count, block: k, into: out)
        let (start, end) = Self.span(of: out, n, in: records)
        var m = 0
        for j in start..<end {
          let doc = out[j]
          kept[m] = UInt32(truncatingIfNeeded: j)
          m &+= Int(truncatingIfNeeded: (candidates[Int(doc &>> 6)] &>> UInt64(doc & 63)) & 1)
        }
        for i in 0..<m {
          let j = Int(kept[i])
          body(first &+ j, out[j])
        }
      }
    }
  }
}
