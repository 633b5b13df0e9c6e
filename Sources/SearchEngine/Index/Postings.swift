/// The posting lists of all terms: records per term, packed word positions per posting.
///
/// A posting is named by its index (term `t`'s postings are `range(of: t)`), which is what a
/// `MatchSet` keeps to find the posting's positions later. Record numbers are stored compressed
/// per term (`DocBlockCodec`, from format 7) and read block by block (`Postings+Docs.swift`).
///
/// Most postings hold a single word position (a word once in a record), so that position is kept
/// inline in `positionRefs` and reading it costs one memory access. A posting with several
/// positions (or a position whose top bit is set, field 128 and up) has `multiplePositions` set
/// in its entry and the rest of the entry is an offset into `positions`, where a count precedes
/// the positions.
struct Postings: @unchecked Sendable {
  /// Per term, the index of its first posting (one more entry than terms).
  let termStarts: UnsafeBufferPointer<UInt32>
  /// Per term, where its record-number blocks start in `docData` (one more entry than terms).
  let docOffsets: UnsafeBufferPointer<UInt32>
  /// Every term's record numbers in `DocBlockCodec` blocks, then `DocBlockCodec.padding` bytes.
  let docData: UnsafeRawBufferPointer
  /// Per posting, its one position inline, or `multiplePositions | offset` into `positions`.
  let positionRefs: UnsafeBufferPointer<UInt32>
  /// Lists of positions: a count, then that many positions, best first.
  let positions: UnsafeBufferPointer<UInt32>

  /// The flag of a `positionRefs` entry pointing into `positions`.
  static let multiplePositions: UInt32 = 1 << 31

  /// The number of postings of all terms.
  var count: Int { positionRefs.count }

  /// The posting indexes of `term`.
  func range(of term: Int) -> Range<Int> {
    Int(termStarts[term])..<Int(termStarts[term + 1])
  }

  /// The positions of posting `i`, best (lowest field, then earliest word) first.
  func positions(of posting: Int) -> UnsafeBufferPointer<UInt32> {
    Self.positions(of: posting, refs: positionRefs, lists: positions)
  }

  /// `positions(of:)` over raw buffers, for ranking loops that hold them already.
  @inline(__always)
  static func positions(
    of posting: Int, refs: UnsafeBufferPointer<UInt32>, lists: UnsafeBufferPointer<UInt32>
  ) -> UnsafeBufferPointer<UInt32> {
    let ref = refs[posting]
    if ref & multiplePositions == 0 { return UnsafeBufferPointer(rebasing: refs[posting..<(posting + 1)]) }
    let offset = Int(ref & ~multiplePositions)
    return UnsafeBufferPointer(rebasing: lists[(offset + 1)..<(offset + 1 + Int(lists[offset]))])
  }

  /// Checks that every multi-position reference lies inside `positions` (so no lookup can read
  /// past it, whatever the file says) and that the lists are packed back to back.
  func validate() -> Bool {
    var expected = 0
    for ref in positionRefs where ref & Self.multiplePositions != 0 {
      let offset = Int(ref & ~Self.multiplePositions)
      guard offset == expected, offset < positions.count else { return false }
      expected = offset + 1 + Int(positions[offset])
      guard expected <= positions.count else { return false }
    }
    return expected == positions.count
  }
}
