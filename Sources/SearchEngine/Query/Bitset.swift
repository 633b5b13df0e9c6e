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
  /// list: a numeric range can hold most of the index's records. A dense list (a broad word's
  /// records, a few apart on average) has its bits gathered per word (`BitRun`): one store per
  /// word instead of a wait on the store before, two fifths of counting a broad query's records
  /// (`MatchedRecords`).
  mutating func insert(contentsOf docs: UnsafeBufferPointer<UInt32>) {
    guard let first = docs.first, let last = docs.last else { return }
    words.withUnsafeMutableBufferPointer { words in
      let words = words.baseAddress.unsafelyUnwrapped
      guard Int(last) - Int(first) < docs.count * BitRun.denseGap else {
        // Sparse: the loop of one `or` a record, with no run to keep.
        for doc in docs { words[Int(doc &>> 6)] |= 1 &<< UInt64(doc & 63) }
        return
      }
      var run = BitRun(words, gathering: true)
      for doc in docs { run.insert(Int(doc)) }
      run.flush()
    }
  }

  /// Inserts the records `start..<start + span` whose bit is set in `bits` (`span` bits, least
  /// significant first; each set one below `count`): a bitmap block of a posting list
  /// (`DocBlockCodec`), 64 records an `or`. Up to 7 bytes after the span's are read, not used.
  mutating func insert(bits: UnsafeRawPointer, count span: Int, at start: Int) {
    guard span > 0 else { return }
    words.withUnsafeMutableBufferPointer { words in
      let words = words.baseAddress.unsafelyUnwrapped
      let shift = UInt64(start & 63)
      var w = start &>> 6
      var bit = 0
      while bit < span {
        var value = bits.loadUnaligned(fromByteOffset: bit &>> 3, as: UInt64.self)
        let left = span &- bit
        if left < 64 { value &= (1 &<< UInt64(left)) &- 1 }
        words[w] |= value &<< shift
        // The bits that pass into the next word (none past the last record's word).
        if shift != 0 {
          let high = value &>> (64 &- shift)
          if high != 0 { words[w &+ 1] |= high }
        }
        bit &+= 64
        w &+= 1
      }
    }
  }

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
