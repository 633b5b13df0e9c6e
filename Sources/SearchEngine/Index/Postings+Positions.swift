/// Reading a posting's word positions, decoded from its `PositionBlockCodec` block into memory the
/// caller owns: a lone position (most postings) costs one packed load.
///
/// Every function here reads a posting of a term that `PostingCheck` has validated (its position
/// blocks in bounds and consistent); the search path checks each term before reading it.
extension Postings {
  /// Where `posting`'s positions lie in its block.
  @inline(__always) func positionLocation(of posting: Int) -> PositionBlockCodec.Location {
    let k = posting &>> 7
    let entry = PositionBlockCodec.Entry(raw: positionOffsets[k])
    return PositionBlockCodec.locate(
      positionData.baseAddress.unsafelyUnwrapped + entry.offset, entry: entry,
      n: PositionBlockCodec.postings(inBlock: k, of: count), posting: posting & (PositionBlockCodec.blockSize &- 1))
  }

  /// Whether some position in `posting`'s block may carry the single-word flag: false when none
  /// does (`PositionBlockCodec.Entry.fb` 0), read from the block table alone.
  @inline(__always) func mayHaveSingleWordFlag(_ posting: Int) -> Bool {
    PositionBlockCodec.Entry(raw: positionOffsets[posting &>> 7]).fb != 0
  }

  /// The number of positions of `posting`.
  @inline(__always) func positionCount(of posting: Int) -> Int { positionLocation(of: posting).count }

  /// The best position of `posting` (lowest field, then earliest word) without its single-word
  /// flag, which the attribute criterion does not read: one packed load.
  @inline(__always) func firstPosition(of posting: Int) -> UInt32 {
    let entry = PositionBlockCodec.Entry(raw: positionOffsets[posting &>> 7])
    return PositionBlockCodec.firstPosition(
      positionData.baseAddress.unsafelyUnwrapped + entry.offset, posting: posting & (PositionBlockCodec.blockSize &- 1),
      width: entry.wf &+ entry.wl, packing: PositionBlockCodec.Packing(entry: entry))
  }

  /// Calls `body` with the positions of `posting`, best (lowest field, then earliest word) first,
  /// decoded into a buffer that lives for the call (on the stack when small).
  @inline(__always)
  func withPositions<R>(of posting: Int, _ body: (UnsafeBufferPointer<UInt32>) throws -> R) rethrows -> R {
    let location = positionLocation(of: posting)
    return try withUnsafeTemporaryAllocation(of: UInt32.self, capacity: location.count) { buffer in
      location.decode(into: buffer.baseAddress.unsafelyUnwrapped)
      return try body(UnsafeBufferPointer(buffer))
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
  /// Per slot, its buffer and capacity: raw memory, so reading them costs no exclusivity check.
  private let slots: UnsafeMutablePointer<UnsafeMutablePointer<UInt32>>
  private let capacities: UnsafeMutablePointer<Int>
  private let count: Int

  /// Scratch for `slots` simultaneous lists.
  init(slots: Int) {
    count = max(slots, 1)
    self.slots = .allocate(capacity: count)
    capacities = .allocate(capacity: count)
    for slot in 0..<count {
      (self.slots + slot).initialize(to: .allocate(capacity: 16))
      (capacities + slot).initialize(to: 16)
    }
  }

  deinit {
    for slot in 0..<count { slots[slot].deallocate() }
    slots.deallocate()
    capacities.deallocate()
  }

  /// The positions of `posting`, best first, decoded into `slot` (below the count given at `init`).
  @inline(__always)
  func positions(of posting: Int, slot: Int, in postings: Postings) -> UnsafeBufferPointer<UInt32> {
    let location = postings.positionLocation(of: posting)
    let count = location.count
    if count > capacities[slot] {
      slots[slot].deallocate()
      slots[slot] = .allocate(capacity: count)
      capacities[slot] = count
    }
    let out = slots[slot]
    location.decode(into: out)
    return UnsafeBufferPointer(start: out, count: count)
  }
}
