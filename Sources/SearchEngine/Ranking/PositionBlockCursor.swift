/// Reads the positions of one word's postings for candidates taken in record order, a whole
/// position block decoded at a time.
///
/// The proximity pass of a broad two-word query reads the positions of nearly every posting of
/// both words (`the this`: 891,563 candidates), one candidate after the other. Found one by one
/// (`PositionBlockCodec.locate`), each posting costs a table entry, its group's mark, two ends and
/// the unpacking of every position. Candidates ascend, and so do the postings of each term of a
/// word: a block's 128 postings are decoded in one sequential pass, and the candidates read
/// their positions from plain arrays.
///
/// A word matched by several terms (`this` also matches `thus` and `thin` a typo away) hands out
/// postings of each term in turn. Two blocks are kept, the one used longest ago replaced; a
/// posting in neither is located on its own, unless the posting before it that was in neither
/// was in the same block (a second term's run of records: its block is then decoded). A word of
/// many interleaved terms so costs one location a posting, as before.
///
/// Scratch memory, owned by the pass (one cursor per word and per thread).
final class PositionBlockCursor {
  /// A posting's positions as the cursor hands them out: its best one, then `count` others
  /// (valid until the cursor's next call).
  struct Positions {
    let first: UInt32
    let others: UnsafePointer<UInt32>
    /// How many others.
    let count: Int

    /// Every position: the best one and the others.
    @inline(__always) var total: Int { 1 &+ count }

    /// Position `k` (below `total`): the best one, then the others in order.
    @inline(__always) subscript(k: Int) -> UInt32 { k == 0 ? first : others[k &- 1] }
  }

  /// One decoded block.
  private final class Slot {
    /// The decoded block (-1: none).
    var block = -1
    /// Each posting's best position, without the single-word flag.
    let firsts = UnsafeMutablePointer<UInt32>.allocate(capacity: PositionBlockCodec.blockSize)
    /// Where each posting's other positions start in `extras` (`starts[j + 1]`: where they end).
    let starts = UnsafeMutablePointer<Int>.allocate(capacity: PositionBlockCodec.blockSize + 1)
    var extras: UnsafeMutablePointer<UInt32>
    var capacity: Int

    init() {
      capacity = 4 * PositionBlockCodec.blockSize
      extras = .allocate(capacity: capacity)
    }

    deinit {
      firsts.deallocate()
      starts.deallocate()
      extras.deallocate()
    }

    /// Room for `count` positions in `extras` (their values are not kept).
    func reserve(_ count: Int) {
      guard count > capacity else { return }
      extras.deallocate()
      capacity = max(count, 2 * capacity)
      extras = .allocate(capacity: capacity)
    }

    /// The positions of posting `j` of the block.
    @inline(__always) func positions(_ j: Int) -> Positions {
      Positions(first: firsts[j], others: UnsafePointer(extras + starts[j]), count: starts[j &+ 1] &- starts[j])
    }

    /// Decodes block `k` of `postings` whole.
    func decode(_ k: Int, of postings: Postings) {
      block = k
      let entry = PositionBlockCodec.Entry(raw: postings.positionOffsets[k])
      PositionBlockCodec.decodeBlock(
        postings.positionData.baseAddress.unsafelyUnwrapped + entry.offset, entry: entry,
        n: PositionBlockCodec.postings(inBlock: k, of: postings.count), firsts: firsts, starts: starts
      ) { count in
        reserve(count)
        return extras
      }
    }
  }

  private let postings: Postings
  private var recent = Slot()
  private var older = Slot()
  /// The block of the last posting found in neither slot (-1: none yet).
  private var missed = -1
  /// A located posting's other positions.
  private var located: UnsafeMutablePointer<UInt32>
  private var locatedCapacity = 64

  init(postings: Postings) {
    self.postings = postings
    located = .allocate(capacity: locatedCapacity)
  }

  deinit { located.deallocate() }

  /// The positions of `posting` (of a validated term), valid until the next call.
  @inline(__always) func positions(of posting: Int) -> Positions {
    let k = posting &>> 7
    let j = posting & (PositionBlockCodec.blockSize &- 1)
    if k == recent.block { return recent.positions(j) }
    return elsewhere(posting, block: k)
  }

  /// A posting outside the most recent block.
  private func elsewhere(_ posting: Int, block k: Int) -> Positions {
    let j = posting & (PositionBlockCodec.blockSize &- 1)
    if k == older.block {
      swapSlots()
      return recent.positions(j)
    }
    if k == missed || recent.block < 0 {
      // A run of postings in this block: it replaces the block used longest ago.
      older.decode(k, of: postings)
      swapSlots()
      missed = -1
      return recent.positions(j)
    }
    missed = k
    let location = postings.positionLocation(of: posting)
    if location.extras > locatedCapacity {
      located.deallocate()
      locatedCapacity = max(location.extras, 2 * locatedCapacity)
      located = .allocate(capacity: locatedCapacity)
    }
    for e in 0..<location.extras { located[e] = location.fieldAndWord(e &+ 1) }
    return Positions(first: location.fieldAndWord(0), others: UnsafePointer(located), count: location.extras)
  }

  /// The older slot becomes the recent one.
  private func swapSlots() {
    (recent, older) = (older, recent)
  }
}
