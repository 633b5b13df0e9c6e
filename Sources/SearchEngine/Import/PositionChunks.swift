import NIOConcurrencyHelpers

/// The positions section cut into chunks that two threads claim from opposite ends.
///
/// The end of an import writes the record numbers and the positions of every posting. Which of
/// the two takes longer depends on the data (long descriptions have many positions a posting), so
/// a fixed split leaves one core idle while the other finishes. Instead the calling thread takes
/// chunks from the front (streaming them straight into the index file, in order) and the second
/// thread, once its record numbers are written, takes them from the back (into spill files copied
/// in afterwards): they meet wherever the work balances.
///
/// Chunks start at multiples of the codec's block size, so each chunk's blocks are the section's.
/// A chunk starting inside a term's postings reads that term's earlier occurrences to skip them,
/// so chunks are few (at most 32): enough to balance, few enough that skipping costs little (on a
/// million Best Buy-like records, 3.8 million of 77 million postings are read to be skipped).
final class PositionChunks: Sendable {
  /// The number of postings in the section.
  let postings: Int
  /// The number of chunks.
  let count: Int
  private let blocks: Int
  /// The next chunk from the front, and one past the next from the back (a pthread mutex, which
  /// ThreadSanitizer sees).
  private let claims: NIOLockedValueBox<(front: Int, back: Int)>

  /// Cuts `postings` postings into chunks of whole blocks.
  init(postings: Int, maxChunks: Int = 32) {
    self.postings = postings
    blocks = (postings + PositionBlockCodec.blockSize - 1) / PositionBlockCodec.blockSize
    count = min(blocks, maxChunks)
    claims = NIOLockedValueBox((front: 0, back: count))
  }

  /// The postings of chunk `index`, in dictionary order.
  func postings(of index: Int) -> Range<Int> {
    let lower = index * blocks / count * PositionBlockCodec.blockSize
    let upper = (index + 1) * blocks / count * PositionBlockCodec.blockSize
    return min(lower, postings)..<min(upper, postings)
  }

  /// The first chunk nobody has claimed, or nil when none is left.
  func claimFirst() -> Int? {
    claims.withLockedValue { state in
      guard state.front < state.back else { return nil }
      state.front += 1
      return state.front - 1
    }
  }

  /// The last chunk nobody has claimed, or nil when none is left.
  func claimLast() -> Int? {
    claims.withLockedValue { state in
      guard state.front < state.back else { return nil }
      state.back -= 1
      return state.back
    }
  }

  /// Whether any chunk was claimed from the back. Once `claimFirst()` has returned nil, no chunk
  /// is left to claim, so the answer no longer changes.
  var claimedFromBack: Bool {
    claims.withLockedValue { $0.back < count }
  }

  /// Leaves no chunk to claim (after a failure, so the other thread stops early).
  func stop() {
    claims.withLockedValue { $0.back = $0.front }
  }
}
