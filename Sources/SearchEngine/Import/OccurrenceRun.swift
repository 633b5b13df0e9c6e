/// One spill of the occurrence store: the chains it held, written to disk when they outgrew the
/// import's memory budget, term after term in dictionary order.
///
/// A run holds the bytes of each term's chain as they were in memory (`OccurrenceCoding`), so a
/// term's occurrences across the import are its segment in each run, in run order, then what the
/// store still holds: records ascend from one run to the next because a spill happens between two
/// records. Each segment starts afresh (its first record is a gap from 0), as the store's chains
/// do after a spill. Writing the terms in dictionary order lets the index writer, which walks the
/// dictionary in order, read each run front to back (`OccurrenceRun.Cursor`).
struct OccurrenceRun: Sendable {
  /// The run's bytes, removed from disk with the last copy of this run.
  let file: SpillFile
  /// The terms (provisional ids) with occurrences in the run, in dictionary order.
  let terms: [UInt32]
  /// Where each of `terms`' segments ends in `file` (it starts where the previous one ends).
  let ends: [Int]

  /// The run's size in bytes.
  var byteCount: Int { ends.last ?? 0 }
}

extension OccurrenceRun {
  /// Reads one run's segments in dictionary order through a window of the file, for one pass of
  /// the index writer over a range of the dictionary.
  ///
  /// A segment handed out stays valid until the next call; the window is refilled from the
  /// segment asked for, a megabyte ahead, so a pass reads the run in large sequential reads.
  struct Cursor {
    static let windowSize = 1 << 20
    let run: OccurrenceRun
    /// The next of the run's terms to hand out.
    private var index: Int
    private var window: UnsafeMutableRawPointer
    private var capacity: Int
    private var windowStart = 0
    private var windowCount = 0

    /// A cursor at the first of the run's terms whose dictionary rank (`rank[term]`) is `first` or
    /// after. Call `release()` when done.
    init(run: OccurrenceRun, rank: UnsafeBufferPointer<UInt32>, first: Int) {
      self.run = run
      var low = 0
      var high = run.terms.count
      while low < high {
        let middle = (low + high) / 2
        if Int(rank[Int(run.terms[middle])]) < first { low = middle + 1 } else { high = middle }
      }
      index = low
      capacity = max(1, min(Self.windowSize, run.byteCount))
      window = .allocate(byteCount: capacity, alignment: 16)
    }

    /// Frees the window.
    func release() { window.deallocate() }

    /// The segment of `term` (whose dictionary rank is `rank[term]`), or nil when the run holds
    /// none of it. Terms must be asked for in dictionary order; those passed over are skipped.
    mutating func segment(of term: UInt32, rank: UnsafeBufferPointer<UInt32>) throws -> UnsafeRawBufferPointer? {
      let target = rank[Int(term)]
      let terms = run.terms
      while index < terms.count && rank[Int(terms[index])] < target { index += 1 }
      guard index < terms.count, terms[index] == term else { return nil }
      let start = index == 0 ? 0 : run.ends[index - 1]
      let end = run.ends[index]
      index += 1
      if start < windowStart || end > windowStart + windowCount {
        let count = min(max(end - start, Self.windowSize), run.byteCount - start)
        if count > capacity {
          window.deallocate()
          capacity = count
          window = .allocate(byteCount: capacity, alignment: 16)
        }
        try run.file.readBack(into: window, count: count, at: start)
        windowStart = start
        windowCount = count
      }
      return UnsafeRawBufferPointer(start: window + (start - windowStart), count: end - start)
    }
  }
}
