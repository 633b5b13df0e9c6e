/// A set of record ids as bits: what filters produce and combine.
struct Bitset: Sendable {
  private(set) var words: [UInt64]
  let count: Int

  /// An empty set (or a full one) over `count` records.
  init(count: Int, full: Bool = false) {
    self.count = count
    words = [UInt64](repeating: full ? ~0 : 0, count: (count + 63) / 64)
    if full { trim() }
  }

  /// The set of `members` (record ids below `count`): a membership test for a candidate list.
  init(count: Int, members: [UInt32]) {
    self.init(count: count)
    members.withUnsafeBufferPointer { insert(contentsOf: $0) }
  }

  private mutating func trim() {
    let extra = words.count * 64 - count
    if extra > 0, !words.isEmpty { words[words.count - 1] &= ~0 >> UInt64(extra) }
  }

  @inline(__always) func contains(_ doc: Int) -> Bool {
    words[doc >> 6] & (1 << UInt64(doc & 63)) != 0
  }

  @inline(__always) mutating func insert(_ doc: Int) {
    words[doc >> 6] |= 1 << UInt64(doc & 63)
  }

  /// Inserts every record of `docs` (each below `count`), the words borrowed once for the whole
  /// list: a numeric range can hold most of the index's records.
  ///
  /// A dense list (records a few apart on average, as a broad word's are) has its bits gathered
  /// in a register while they fall in one word, written once per word: or-ing each record into
  /// memory made every insert wait for the store of the one before it in the same word, two
  /// fifths of counting a broad query's records (`MatchedRecords`). A sparser list is or-ed record
  /// by record: there the run's end is a branch no predictor follows. Measured on one core, a
  /// range of 16 million records: gaps of 1-2 took 0.8 ns a record gathered against 1.4 or-ed, gaps of 1-32
  /// took 2.1 against 0.9.
  mutating func insert(contentsOf docs: UnsafeBufferPointer<UInt32>) {
    guard let first = docs.first, let last = docs.last else { return }
    words.withUnsafeMutableBufferPointer { words in
      let words = words.baseAddress.unsafelyUnwrapped
      guard Int(last) - Int(first) < docs.count * Self.denseGap else {
        for doc in docs { words[Int(doc &>> 6)] |= 1 &<< UInt64(doc & 63) }
        return
      }
      var current = Int(first &>> 6)
      var bits: UInt64 = 0
      for doc in docs {
        let word = Int(doc &>> 6)
        if word != current {
          words[current] |= bits
          bits = 0
          current = word
        }
        bits |= 1 &<< UInt64(doc & 63)
      }
      words[current] |= bits
    }
  }

  /// The average gap between records below which a list's bits are gathered per word rather than
  /// or-ed one by one (`insert(contentsOf:)`, `MarkScratch.mark`): where the two cost the same, at
  /// gaps of 1-8 and 1-16 in that measure.
  static let denseGap = 6

  mutating func formUnion(_ other: Bitset) {
    for i in words.indices { words[i] |= other.words[i] }
  }

  mutating func formIntersection(_ other: Bitset) {
    for i in words.indices { words[i] &= other.words[i] }
  }

  mutating func invert() {
    for i in words.indices { words[i] = ~words[i] }
    trim()
  }

  /// Keeps the members for which `keep` is true.
  @inline(__always)
  mutating func formFilter(_ keep: (Int) -> Bool) {
    words.withUnsafeMutableBufferPointer { words in
      for w in words.indices where words[w] != 0 {
        var word = words[w]
        var bits = word
        while bits != 0 {
          let bit = bits.trailingZeroBitCount
          if !keep(w &<< 6 | bit) { word &= ~(1 &<< UInt64(bit)) }
          bits &= bits &- 1
        }
        words[w] = word
      }
    }
  }

  /// The number of members.
  var cardinality: Int { words.reduce(0) { $0 + $1.nonzeroBitCount } }

  /// The members, ascending.
  func members() -> [UInt32] {
    let count = cardinality
    return [UInt32](unsafeUninitializedCapacity: count) { result, initialized in
      // Written through the buffer: an append checked the array's capacity at every member.
      var n = 0
      words.withUnsafeBufferPointer { words in
        for i in 0..<words.count {
          var w = words[i]
          while w != 0 {
            result[n] = UInt32(truncatingIfNeeded: i &<< 6 | w.trailingZeroBitCount)
            n &+= 1
            w &= w &- 1
          }
        }
      }
      initialized = n
    }
  }
}
