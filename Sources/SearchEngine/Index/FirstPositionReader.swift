/// Reads the best positions (`Postings.firstPosition(of:)`) of postings taken in ascending order,
/// keeping the entry of the block it read last: postings in a row share a block's entry, read once
/// for its 128 postings instead of once for each.
///
/// A broad word's marking and its candidates' attribute keys read the best position of a million
/// postings, nearly all of them next to the one read before.
struct FirstPositionReader {
  private let offsets: UnsafeBufferPointer<UInt64>
  private let data: UnsafeRawPointer
  private var block = -1
  private var bits: UnsafeRawPointer
  private var width = 0
  private var packing = PositionBlockCodec.Packing(entry: PositionBlockCodec.Entry(raw: 0))

  /// A reader of `postings`' positions (their terms validated, as every reader of them assumes).
  init(_ postings: Postings) {
    offsets = postings.positionOffsets
    data = UnsafeRawPointer(postings.positionData.baseAddress.unsafelyUnwrapped)
    bits = data
  }

  /// The best position of `posting` without its single-word flag, as `firstPosition(of:)` reads it.
  @inline(__always) mutating func first(of posting: Int) -> UInt32 {
    if posting &>> 7 != block {
      block = posting &>> 7
      let entry = PositionBlockCodec.Entry(raw: offsets[block])
      bits = data + entry.offset
      width = entry.wf &+ entry.wl
      packing = PositionBlockCodec.Packing(entry: entry)
    }
    return PositionBlockCodec.firstPosition(
      bits, posting: posting & (PositionBlockCodec.blockSize &- 1), width: width, packing: packing)
  }
}
