/// Reading a posting's word positions, decoded from its `PositionBlockCodec` block into memory the
/// caller owns: a lone position (most postings) costs one packed load.
///
/// Every function here reads a posting of a term that `PostingCheck` has validated (its position
/// blocks in bounds and consistent); the search path checks each term before reading it.
extension Postings {
  /// The block holding `posting`, and how many postings that block has.
  @inline(__always) func positionBlock(of posting: Int) -> (block: UnsafeRawPointer, n: Int) {
    let k = posting &>> 7
    return (
      positionData.baseAddress.unsafelyUnwrapped + Int(positionOffsets[k]),
      PositionBlockCodec.postings(inBlock: k, of: count)
    )
  }

  /// The number of positions of `posting`.
  @inline(__always) func positionCount(of posting: Int) -> Int {
    let (block, n) = positionBlock(of: posting)
    return PositionBlockCodec.count(block, n: n, posting: posting & (PositionBlockCodec.blockSize - 1))
  }

  /// Calls `body` with the positions of `posting`, best (lowest field, then earliest word) first,
  /// decoded into a buffer that lives for the call (on the stack when small).
  @inline(__always)
  func withPositions<R>(of posting: Int, _ body: (UnsafeBufferPointer<UInt32>) throws -> R) rethrows -> R {
    let (block, n) = positionBlock(of: posting)
    let j = posting & (PositionBlockCodec.blockSize - 1)
    let count = PositionBlockCodec.count(block, n: n, posting: j)
    return try withUnsafeTemporaryAllocation(of: UInt32.self, capacity: count) { buffer in
      let written = PositionBlockCodec.decode(block, n: n, posting: j, into: buffer.baseAddress.unsafelyUnwrapped)
      return try body(UnsafeBufferPointer(rebasing: buffer[0..<written]))
    }
  }

  /// The positions of `posting` as an array (for tests and tools, not for hot loops).
  func positions(of posting: Int) -> [UInt32] {
    withPositions(of: posting) { Array($0) }
  }
}

/// Buffers a ranking pass decodes positions into, one slot per query word, so that the lists of
/// several words can be held at once (proximity compares two, the closest attribute all) and no
/// decoding allocates once the slots have grown to the longest list seen.
///
/// A slot's list stays valid until the next decoding into the same slot. Not shared between
/// threads: each ranking pass makes its own.
final class PositionScratch {
  private var slots: [UnsafeMutablePointer<UInt32>]
  private var capacities: [Int]

  /// Scratch for `slots` simultaneous lists.
  init(slots: Int) {
    let count = max(slots, 1)
    self.slots = (0..<count).map { _ in UnsafeMutablePointer<UInt32>.allocate(capacity: 16) }
    capacities = [Int](repeating: 16, count: count)
  }

  deinit { for slot in slots { slot.deallocate() } }

  /// The positions of `posting`, best first, decoded into `slot` (below the count given at `init`).
  @inline(__always)
  func positions(of posting: Int, slot: Int, in postings: Postings) -> UnsafeBufferPointer<UInt32> {
    let (block, n) = postings.positionBlock(of: posting)
    let j = posting & (PositionBlockCodec.blockSize - 1)
    let count = PositionBlockCodec.count(block, n: n, posting: j)
    if count > capacities[slot] {
      slots[slot].deallocate()
      slots[slot] = UnsafeMutablePointer<UInt32>.allocate(capacity: count)
      capacities[slot] = count
    }
    let out = slots[slot]
    let written = PositionBlockCodec.decode(block, n: n, posting: j, into: out)
    return UnsafeBufferPointer(start: out, count: written)
  }
}
