/// The posting lists of all terms: records per term, packed word positions per posting.
///
/// A posting is named by its index (term `t`'s postings are `range(of: t)`), which is what a
/// `MatchSet` keeps to find the posting's positions later. Record numbers are stored compressed
/// per term (`DocBlockCodec`, from format 7) and read block by block (`Postings+Docs.swift`).
/// Word positions are bit-packed in blocks of 128 consecutive postings (`PositionBlockCodec`,
/// from format 8) and decoded on demand into a caller's buffer (`Postings+Positions.swift`).
struct Postings: @unchecked Sendable {
  /// Per term, the index of its first posting (one more entry than terms).
  let termStarts: UnsafeBufferPointer<UInt32>
  /// Per term, where its record-number blocks start in `docData` (one more entry than terms).
  let docOffsets: UnsafeBufferPointer<UInt32>
  /// Every term's record numbers in `DocBlockCodec` blocks, then `DocBlockCodec.padding` bytes.
  let docData: UnsafeRawBufferPointer
  /// Per block of `PositionBlockCodec.blockSize` postings, where it starts in `positionData` and
  /// its widths (`PositionBlockCodec.Entry`; one more entry than blocks).
  let positionOffsets: UnsafeBufferPointer<UInt64>
  /// Every posting's positions in `PositionBlockCodec` blocks, then `PositionBlockCodec.padding` bytes.
  let positionData: UnsafeRawBufferPointer
  /// The number of postings of all terms.
  let count: Int

  init(
    termStarts: UnsafeBufferPointer<UInt32>, docOffsets: UnsafeBufferPointer<UInt32>, docData: UnsafeRawBufferPointer,
    positionOffsets: UnsafeBufferPointer<UInt64>, positionData: UnsafeRawBufferPointer
  ) {
    self.termStarts = termStarts
    self.docOffsets = docOffsets
    self.docData = docData
    self.positionOffsets = positionOffsets
    self.positionData = positionData
    count = Int(termStarts.last ?? 0)
  }

  /// The posting indexes of `term`.
  func range(of term: Int) -> Range<Int> {
    Int(termStarts[term])..<Int(termStarts[term + 1])
  }
}
