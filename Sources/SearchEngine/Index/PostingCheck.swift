import NIOConcurrencyHelpers

/// The structure checks of the posting lists, made per term the first time a query reads it.
///
/// The posting tables are most of an index (hundreds of megabytes at a million records), so
/// checking them whole at open cost more than everything else an open does. A search reads only
/// the postings of the terms its words match, so those are what must be in bounds before it reads
/// them: the term's blocks of record numbers inside `docData` and exactly as `DocBlockCodec`
/// lays them out (widths, lengths, skip entries), every record number below the record count, the
/// position blocks holding its postings exactly as `PositionBlockCodec` lays them out, every
/// position's field below the field count. Each
/// term is checked once per opened snapshot (a bit per term remembers it), in time proportional to
/// the postings the query is about to read anyway. `instantsearch check` checks every term, plus
/// what no read depends on (each section ending where its last block does).
final class PostingCheck: Sendable {
  private let postings: Postings
  private let recordCount: Int
  private let fieldCount: Int
  /// One bit per term, set once the term's postings passed.
  private let checked: NIOLockedValueBox<[UInt64]>

  init(postings: Postings, recordCount: Int, fieldCount: Int) {
    self.postings = postings
    self.recordCount = recordCount
    self.fieldCount = fieldCount
    let terms = max(postings.termStarts.count - 1, 0)
    checked = NIOLockedValueBox([UInt64](repeating: 0, count: (terms + 63) / 64))
  }

  /// True when the postings of every term in `terms` are in bounds (checking those not seen yet).
  func verify(_ terms: some Sequence<Int>) -> Bool {
    let unchecked = checked.withLockedValue { bits in terms.filter { bits[$0 >> 6] & (1 << ($0 & 63)) == 0 } }
    guard !unchecked.isEmpty else { return true }
    for term in unchecked where !termIsSound(term) { return false }
    checked.withLockedValue { bits in
      for term in unchecked { bits[term >> 6] |= 1 << (term & 63) }
    }
    return true
  }

  /// True when every term's postings are in bounds and the position blocks end where the
  /// section's padding starts.
  func verifyAll() -> Bool {
    let terms = max(postings.termStarts.count - 1, 0)
    return verify(0..<terms)
      && postings.docOffsets.last.map { Int($0) + DocBlockCodec.padding == postings.docData.count } ?? false
      && postings.positionOffsets.last.map {
        PositionBlockCodec.Entry(raw: $0).offset + PositionBlockCodec.padding == postings.positionData.count
      } ?? false
  }

  /// The checks of one term (a term number below the dictionary's count, as the dictionary gives).
  private func termIsSound(_ term: Int) -> Bool {
    let start = Int(postings.termStarts[term]), end = Int(postings.termStarts[term + 1])
    guard start <= end, end <= postings.count else { return false }
    let low = Int(postings.docOffsets[term]), high = Int(postings.docOffsets[term + 1])
    guard low <= high, high <= postings.docData.count - DocBlockCodec.padding,
      let base = postings.docData.baseAddress,
      DocBlockCodec.validate(base + low, length: high - low, count: end - start, recordCount: recordCount)
    else { return false }
    guard start < end else { return true }
    // The position blocks holding the term's postings (a block may be shared with neighbours).
    let blockSize = PositionBlockCodec.blockSize
    let limit = postings.positionData.count - PositionBlockCodec.padding
    guard let data = postings.positionData.baseAddress else { return false }
    for k in (start / blockSize)...((end - 1) / blockSize) {
      let entry = PositionBlockCodec.Entry(raw: postings.positionOffsets[k])
      let from = entry.offset, to = PositionBlockCodec.Entry(raw: postings.positionOffsets[k + 1]).offset
      guard from <= to, to <= limit,
        PositionBlockCodec.validate(
          data + from, length: to - from, entry: entry, n: PositionBlockCodec.postings(inBlock: k, of: postings.count),
          fieldCount: fieldCount)
      else { return false }
    }
    return true
  }
}
