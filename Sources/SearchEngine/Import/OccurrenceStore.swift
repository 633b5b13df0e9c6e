import CPrefetch

/// Every word occurrence of an import, kept per term while records stream in, so that writing
/// the posting lists at the end is a gather in term order instead of a sort of every occurrence.
///
/// Each term owns a chain of blocks of bytes; an occurrence is two LEB128 varints
/// (`OccurrenceCoding`): the record's distance from the term's previous record, then for a new
/// record its packed position, for the same record the distance from the previous position.
/// That is 2-3 bytes an occurrence instead of the 8 of a `record << 32 | position` entry, and the
/// store is most of an import's peak memory (1.07 GB of 1.24 for a million Best Buy-like records,
/// as 64-bit entries).
///
/// Blocks grow with the term (32 bytes, then 4 bytes per occurrence the term already has, up to
/// 256 KB), so a term costs a few links whatever its frequency, and a term's occurrences come back
/// out in the order they went in: by record, then by position within the record. An occurrence
/// never straddles two blocks. Blocks live in fixed pages allocated once and never moved, so the
/// store grows without the copies (and the page faults on fresh memory) of a doubling array.
///
/// When the pages outgrow the import's memory budget (`TextAccumulator.spillBudget`), the chains
/// are written to disk as a run (`spill`, `OccurrenceRun`) and the pages reused, so an import's
/// memory stops growing with its words: the writer reads each term's segments back, run after run,
/// through an `OccurrenceReader`.
///
/// It is a class because it owns manually allocated pages; `TextAccumulator` is its only owner.
final class OccurrenceStore {
  private static let pageSize = 1 << 22
  private static let maxBlock = 1 << 18

  /// One term's chain: where its last block is and how full, and its counts so far.
  private struct Chain {
    var head: Int32 = -1
    var tail: Int32 = -1
    var tailBase: UnsafeMutablePointer<UInt8>? = nil
    var fill: UInt32 = 0
    var capacity: UInt32 = 0
    var lastRecord: UInt32 = .max
    var lastPosition: UInt32 = 0
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

  /// Pages allocated so far; after a spill they are filled again from the first.
  private var pages: [UnsafeMutablePointer<UInt8>] = []
  /// The page being filled (-1 before the first), and its next free byte.
  private var pageIndex = -1
  private var pageFill = pageSize

  /// The chains spilled so far, oldest first (`spill`).
  private(set) var runs: [OccurrenceRun] = []
  /// Each term's rank in the dictionary once the writer has sorted it (`prepareReading`), which
  /// the runs' cursors need; empty without runs.
  private(set) var rank: [UInt32] = []

  // Blocks: where each starts, how many bytes it holds (set when its term moves to the next
  // block; the tail block's is its chain's `fill`), and the next block of its term.
  private var blockBase: [UnsafeMutablePointer<UInt8>] = []
  private var blockLength: [UInt32] = []
  private var blockNext: [Int32] = []

  init() {
    chains = .allocate(capacity: chainCapacity)
  }

  deinit {
    chains.deinitialize(count: termCount)
    chains.deallocate()
    for page in pages { page.deallocate() }
  }

  /// The bytes of the pages filled so far: what the spill budget is compared with.
  var bytesHeld: Int { pageIndex < 0 ? 0 : pageIndex * Self.pageSize + pageFill }

  /// The bytes the occurrences in memory take in their blocks (pages hold a little more: the
  /// blocks' slack).
  var bytesUsed: Int {
    var used = 0
    for t in 0..<termCount { forEachBlock(of: t) { used += $0.count } }
    return used
  }

  /// Calls `body` with the bytes of each block of `term`'s chain held in memory, in order.
  private func forEachBlock(of term: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> Void) rethrows {
    let chain = chains[term]
    guard chain.tail >= 0 else { return }
    var block = Int(chain.head)
    while true {
      let length = block == Int(chain.tail) ? Int(chain.fill) : Int(blockLength[block])
      try body(UnsafeBufferPointer(start: blockBase[block], count: length))
      if block == Int(chain.tail) { return }
      block = Int(blockNext[block])
    }
  }

  /// Records one occurrence of `term` (ids are dense, from 0) in `record` at packed `position`.
  /// Records must arrive in ascending order.
  @inline(__always)
  func append(term: UInt32, record: UInt32, position: UInt32) {
    let t = Int(term)
    if t >= termCount { addTerms(upTo: t) }
    let chain = chains + t
    if chain.pointee.capacity &- chain.pointee.fill < OccurrenceCoding.maxBytes { newBlock(for: t) }
    let previous = chain.pointee.lastRecord
    let gap = previous == .max ? record : record &- previous
    var out = chain.pointee.tailBase.unsafelyUnwrapped + Int(chain.pointee.fill)
    let start = out
    OccurrenceCoding.write(gap, to: &out)
    if previous == record {
      OccurrenceCoding.write(OccurrenceCoding.step(from: chain.pointee.lastPosition, to: position), to: &out)
    } else {
      OccurrenceCoding.write(OccurrenceCoding.lowBits(position), to: &out)
      chain.pointee.lastRecord = record
      chain.pointee.postings &+= 1
    }
    chain.pointee.lastPosition = position
    chain.pointee.fill &+= UInt32(truncatingIfNeeded: out - start)
    chain.pointee.occurrences &+= 1
  }

  /// Records one occurrence of each of `terms` in `record`, at the packed position of the same
  /// index in `positions`: a record's words in order.
  ///
  /// A record's terms are scattered over the chains (40 bytes a term) and their blocks, mostly
  /// outside the cache: their lines are asked for first, the chains' then their tail blocks', so
  /// that the appends, which depend on both, find them arrived.
  func append(terms: UnsafeBufferPointer<UInt32>, positions: UnsafeBufferPointer<UInt32>, record: UInt32) {
    var top = -1
    for term in terms where Int(term) > top { top = Int(term) }
    if top >= termCount { addTerms(upTo: top) }
    for term in terms { cprefetch_write(chains + Int(term)) }
    for term in terms {
      let chain = chains + Int(term)
      if let base = chain.pointee.tailBase { cprefetch_write(base + Int(chain.pointee.fill)) }
    }
    for k in 0..<terms.count { append(term: terms[k], record: record, position: positions[k]) }
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
    let capacity = min(max(32, 4 * Int(chain.pointee.occurrences)), Self.maxBlock)
    if pageFill + capacity > Self.pageSize {
      pageIndex += 1
      if pageIndex == pages.count { pages.append(.allocate(capacity: Self.pageSize)) }
      pageFill = 0
    }
    let block = Int32(blockBase.count)
    let base = pages[pageIndex] + pageFill
    blockBase.append(base)
    blockLength.append(0)
    blockNext.append(-1)
    pageFill += capacity
    if chain.pointee.tail < 0 {
      chain.pointee.head = block
    } else {
      let tail = Int(chain.pointee.tail)
      blockNext[tail] = block
      blockLength[tail] = chain.pointee.fill
    }
    chain.pointee.tail = block
    chain.pointee.tailBase = base
    chain.pointee.fill = 0
    chain.pointee.capacity = UInt32(capacity)
  }

  /// The terms with occurrences in memory (not spilled yet), by id.
  func termsHeld() -> [UInt32] {
    (0..<termCount).compactMap { chains[$0].tail >= 0 ? UInt32($0) : nil }
  }

  /// Writes every chain held to a run at `path`, terms in `order` (the terms held, in dictionary
  /// order: `termsHeld()` sorted by their bytes), and empties the pages for the records to come.
  /// Call it between two records. The posting counts are kept: they are the whole import's.
  func spill(order: [UInt32], to path: String) throws {
    let file = try SpillFile(path: path)
    var terms: [UInt32] = []
    terms.reserveCapacity(order.count)
    var ends: [Int] = []
    ends.reserveCapacity(order.count)
    var buffer: [UInt8] = []
    buffer.reserveCapacity(2 << 20)
    var written = 0
    for term in order {
      guard chains[Int(term)].tail >= 0 else { continue }
      forEachBlock(of: Int(term)) { bytes in
        buffer.append(contentsOf: bytes)
        written += bytes.count
      }
      terms.append(term)
      ends.append(written)
      if buffer.count >= 1 << 20 {
        try buffer.withUnsafeBytes { try file.append($0) }
        buffer.removeAll(keepingCapacity: true)
      }
    }
    try buffer.withUnsafeBytes { try file.append($0) }
    runs.append(OccurrenceRun(file: file, terms: terms, ends: ends))
    for t in 0..<termCount {
      let chain = chains + t
      chain.pointee.head = -1
      chain.pointee.tail = -1
      chain.pointee.tailBase = nil
      chain.pointee.fill = 0
      chain.pointee.capacity = 0
      // The next segment starts afresh: its first record is a gap from 0, its first block small
      // (sized by the occurrences since the spill: a term's whole count would give every
      // frequent term a 256 KB block at once, and the pages would fill again within records).
      chain.pointee.lastRecord = .max
      chain.pointee.lastPosition = 0
      chain.pointee.occurrences = 0
    }
    blockBase.removeAll(keepingCapacity: true)
    blockLength.removeAll(keepingCapacity: true)
    blockNext.removeAll(keepingCapacity: true)
    pageIndex = -1
    pageFill = Self.pageSize
  }

  /// Gives the runs' cursors each term's rank in `order` (the dictionary): call it before reading
  /// a store that has spilled.
  func prepareReading(order: [Int]) {
    guard !runs.isEmpty else { return }
    rank = [UInt32](repeating: 0, count: max(order.count, termCount))
    for (t, term) in order.enumerated() { rank[term] = UInt32(t) }
  }

  /// Deletes the runs from disk (once the index is written; they must not be published with it).
  func discardRuns() {
    runs.removeAll()
    rank = []
  }

  /// A reader for a pass over the dictionary from rank `first` on (`prepareReading` first).
  func reader(from first: Int = 0) -> OccurrenceReader {
    OccurrenceReader(store: self, first: first)
  }

  /// The occurrences of `term` held in memory, in the order they were appended (after those of
  /// the runs, which an `OccurrenceReader` adds).
  func occurrences(of term: Int) -> Occurrences {
    occurrences(of: term, segments: nil, count: 0)
  }

  /// The occurrences of `term`: `count` spilled segments at `segments` first, then memory's.
  func occurrences(of term: Int, segments: UnsafePointer<UnsafeRawBufferPointer>?, count: Int) -> Occurrences {
    guard term < termCount else {
      return Occurrences(store: self, block: -1, tail: -1, tailFill: 0, segments: segments, segmentCount: count)
    }
    let chain = chains[term]
    return Occurrences(
      store: self, block: Int(chain.head), tail: Int(chain.tail), tailFill: Int(chain.fill), segments: segments,
      segmentCount: count)
  }

  /// Decodes one term's chain of blocks (a plain loop for the writer, no closure per term).
  struct Occurrences: Sequence, IteratorProtocol {
    private let store: OccurrenceStore
    private var block: Int
    private let tail: Int
    private let tailFill: Int
    private var cursor: UnsafePointer<UInt8>?
    private var end: UnsafePointer<UInt8>?
    private var record: UInt32 = 0
    private var position: UInt32 = 0
    private var started = false
    /// Spilled segments still to read before memory's blocks; each starts afresh.
    private let segments: UnsafePointer<UnsafeRawBufferPointer>?
    private let segmentCount: Int
    private var segmentIndex = 0

    fileprivate init(
      store: OccurrenceStore, block: Int, tail: Int, tailFill: Int, segments: UnsafePointer<UnsafeRawBufferPointer>?,
      segmentCount: Int
    ) {
      self.store = store
      self.block = block
      self.tail = tail
      self.tailFill = tailFill
      self.segments = segments
      self.segmentCount = segmentCount
    }

    mutating func next() -> (record: UInt32, position: UInt32)? {
      while cursor == end {
        if segmentIndex < segmentCount || (segmentCount > 0 && segmentIndex == segmentCount) {
          // A new segment (or memory's chain after the last one) starts from record 0.
          record = 0
          started = false
          if segmentIndex < segmentCount {
            let segment = segments.unsafelyUnwrapped[segmentIndex]
            segmentIndex += 1
            guard let base = segment.baseAddress else { continue }
            cursor = base.assumingMemoryBound(to: UInt8.self)
            end = cursor.unsafelyUnwrapped + segment.count
            continue
          }
          segmentIndex += 1
        }
        guard block >= 0 else { return nil }
        let length = block == tail ? tailFill : Int(store.blockLength[block])
        let base = UnsafePointer(store.blockBase[block])
        cursor = base
        end = base + length
        block = Int(store.blockNext[block])
      }
      var input = cursor.unsafelyUnwrapped
      let gap = OccurrenceCoding.read(from: &input)
      let value = OccurrenceCoding.read(from: &input)
      cursor = input
      if gap == 0 && started {
        position = OccurrenceCoding.position(after: position, step: value)
      } else {
        record &+= gap
        position = OccurrenceCoding.position(fromLowBits: value)
        started = true
      }
      return (record, position)
    }
  }
}
