/// Every word occurrence of an import, kept per term while records stream in, so that writing
/// the posting lists at the end is a gather in term order instead of a sort of every occurrence.
///
/// Each term owns a chain of blocks; an occurrence is one 64-bit entry `record << 32 | packed
/// position`. Blocks grow with the term (4 entries, then as many as the term already has, up to
/// 64k), so a term costs a few links whatever its frequency, and a term's occurrences come back
/// out in the order they went in: by record, then by position within the record. Blocks live in
/// fixed pages allocated once and never moved, so the store grows without the copies (and the
/// page faults on fresh memory) of a doubling array.
///
/// It is a class because it owns manually allocated pages; `TextAccumulator` is its only owner.
final class OccurrenceStore {
  private static let pageSize = 1 << 20
  private static let maxBlock = 1 << 16

  /// One term's chain: where its last block is and how full, and its counts so far.
  private struct Chain {
    var head: Int32 = -1
    var tail: Int32 = -1
    var tailBase: UnsafeMutablePointer<UInt64>? = nil
    var fill: UInt32 = 0
    var capacity: UInt32 = 0
    var lastRecord: UInt32 = .max
    var occurrences: UInt32 = 0
    var postings: UInt32 = 0
  }

  // The hot path goes through raw pointers, and the two properties it reads skip the dynamic
  // exclusivity check a class property otherwise pays on every access (the store is used from
  // one thread at a time and never re-entered).
  @exclusivity(unchecked) private var chains: UnsafeMutablePointer<Chain>
  private var chainCapacity = 1024
  /// The number of terms seen.
  @exclusivity(unchecked) private(set) var termCount = 0

  private var pages: [UnsafeMutablePointer<UInt64>] = []
  /// Next free entry in the last page.
  private var pageFill = pageSize

  // Blocks: where each starts, how many entries it holds, and the next block of its term.
  private var blockBase: [UnsafeMutablePointer<UInt64>] = []
  private var blockCapacity: [UInt32] = []
  private var blockNext: [Int32] = []

  init() {
    chains = .allocate(capacity: chainCapacity)
  }

  deinit {
    chains.deinitialize(count: termCount)
    chains.deallocate()
    for page in pages { page.deallocate() }
  }

  /// Records one occurrence of `term` (ids are dense, from 0) in `record` at packed `position`.
  /// Records must arrive in ascending order.
  @inline(__always)
  func append(term: UInt32, record: UInt32, position: UInt32) {
    let t = Int(term)
    if t >= termCount { addTerms(upTo: t) }
    let chain = chains + t
    if chain.pointee.fill == chain.pointee.capacity { newBlock(for: t) }
    chain.pointee.tailBase.unsafelyUnwrapped[Int(chain.pointee.fill)] = UInt64(record) << 32 | UInt64(position)
    chain.pointee.fill += 1
    chain.pointee.occurrences += 1
    if chain.pointee.lastRecord != record {
      chain.pointee.lastRecord = record
      chain.pointee.postings += 1
    }
  }

  /// The number of postings (distinct records) of `term`.
  func postingCount(of term: Int) -> UInt32 {
    term < termCount ? chains[term].postings : 0
  }

  private func addTerms(upTo term: Int) {
    if term >= chainCapacity {
      var capacity = chainCapacity
      while capacity <= term { capacity *= 2 }
      let grown = UnsafeMutablePointer<Chain>.allocate(capacity: capacity)
      grown.moveInitialize(from: chains, count: termCount)
      chains.deallocate()
      chains = grown
      chainCapacity = capacity
    }
    (chains + termCount).initialize(repeating: Chain(), count: term + 1 - termCount)
    termCount = term + 1
  }

  private func newBlock(for term: Int) {
    let chain = chains + term
    let capacity = min(max(4, Int(chain.pointee.occurrences)), Self.maxBlock)
    if pageFill + capacity > Self.pageSize {
      pages.append(.allocate(capacity: Self.pageSize))
      pageFill = 0
    }
    let block = Int32(blockBase.count)
    let base = pages[pages.count - 1] + pageFill
    blockBase.append(base)
    blockCapacity.append(UInt32(capacity))
    blockNext.append(-1)
    pageFill += capacity
    if chain.pointee.tail < 0 { chain.pointee.head = block } else { blockNext[Int(chain.pointee.tail)] = block }
    chain.pointee.tail = block
    chain.pointee.tailBase = base
    chain.pointee.fill = 0
    chain.pointee.capacity = UInt32(capacity)
  }

  /// The stored runs of `term`'s entries, in the order they were appended.
  func runs(of term: Int) -> Runs {
    guard term < termCount else { return Runs(store: self, block: -1, tail: -1, tailFill: 0) }
    let chain = chains[term]
    return Runs(store: self, block: Int(chain.head), tail: Int(chain.tail), tailFill: Int(chain.fill))
  }

  /// Iterates one term's chain of blocks (a plain loop for the writer, no closure per term).
  struct Runs: Sequence, IteratorProtocol {
    let store: OccurrenceStore
    var block: Int
    let tail: Int
    let tailFill: Int

    mutating func next() -> UnsafeBufferPointer<UInt64>? {
      guard block >= 0 else { return nil }
      let length = block == tail ? tailFill : Int(store.blockCapacity[block])
      let run = UnsafeBufferPointer(start: store.blockBase[block], count: length)
      block = Int(store.blockNext[block])
      return run
    }
  }
}
