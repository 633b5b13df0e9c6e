/// The posting lists of all terms: records per term, packed word positions per posting.
struct Postings: @unchecked Sendable {
  /// Per term, the start of its postings in `docs` (one more entry than terms).
  let termStarts: UnsafeBufferPointer<UInt32>
  let docs: UnsafeBufferPointer<UInt32>
  /// Per posting, the start of its positions (one more entry than postings).
  let positionStarts: UnsafeBufferPointer<UInt32>
  let positions: UnsafeBufferPointer<UInt32>

  /// The posting indexes of `term`.
  func range(of term: Int) -> Range<Int> {
    Int(termStarts[term])..<Int(termStarts[term + 1])
  }

  /// The positions of posting `i`, best (lowest field, then earliest word) first.
  func positions(of posting: Int) -> UnsafeBufferPointer<UInt32> {
    UnsafeBufferPointer(rebasing: positions[Int(positionStarts[posting])..<Int(positionStarts[posting + 1])])
  }
}
