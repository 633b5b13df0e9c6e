/// Memory one text's words are tokenized into before they join an `ExtractedText`'s arrays: the
/// folded bytes, and per word its end and packed position, in raw buffers that grow when a text
/// needs more and are kept from one text to the next.
///
/// Appending each word to three arrays checked each array's uniqueness and capacity at every
/// append, and copied each run of letters with a call of its own. The tokenizer now writes here
/// through pointers (`Writer`), and a text's words join the arrays with one bulk append per array:
/// on bestbuy-1m (long descriptions, about 120 words a record) the reader thread, the import's
/// busiest, took 5-16% less CPU against the zstd thread.
///
/// Owned by one `ExtractedText`, which makes its own when it is not the only owner before writing
/// (`isKnownUniquelyReferenced`), so two copies never write into the same memory.
final class WordScratch: @unchecked Sendable {
  /// Storage handed to a `Writer` for one text and taken back after it.
  private var bytes: UnsafeMutablePointer<UInt8>
  private var byteCapacity: Int
  private var ends: UnsafeMutablePointer<UInt32>
  private var positions: UnsafeMutablePointer<UInt32>
  private var wordCapacity: Int

  init() {
    byteCapacity = 4096
    wordCapacity = 1024
    bytes = .allocate(capacity: byteCapacity)
    ends = .allocate(capacity: wordCapacity)
    positions = .allocate(capacity: wordCapacity)
  }

  deinit {
    bytes.deallocate()
    ends.deallocate()
    positions.deallocate()
  }

  /// Writes the words of one text: `body` gets a writer over this scratch, and what it wrote is
  /// valid until the next call. Word ends count from `endBase` (where the text's bytes will start
  /// in the arrays they join).
  func write<R>(fieldBits: UInt32, next: UInt32, endBase: UInt32, _ body: (inout Writer) -> R) -> R {
    var writer = Writer(
      bytes: bytes, byteCapacity: byteCapacity, ends: ends, positions: positions, wordCapacity: wordCapacity,
      fieldBits: fieldBits, next: next, endBase: endBase)
    let result = body(&writer)
    // The writer may have grown the buffers: they are this scratch's now.
    bytes = writer.bytes
    byteCapacity = writer.byteCapacity
    ends = writer.ends
    positions = writer.positions
    wordCapacity = writer.wordCapacity
    return result
  }

  /// The tokenizer's sink for one text: plain stores through pointers, a capacity check per run and
  /// per word, growth out of line.
  struct Writer: WordSink {
    fileprivate(set) var bytes: UnsafeMutablePointer<UInt8>
    fileprivate(set) var byteCapacity: Int
    fileprivate(set) var ends: UnsafeMutablePointer<UInt32>
    fileprivate(set) var positions: UnsafeMutablePointer<UInt32>
    fileprivate(set) var wordCapacity: Int
    /// The field of every word of the text, shifted into place.
    let fieldBits: UInt32
    /// The position the next word takes in its attribute.
    private(set) var next: UInt32
    /// Added to every word's end.
    let endBase: UInt32
    /// Bytes and words written.
    private(set) var byteCount = 0
    private(set) var wordCount = 0

    fileprivate init(
      bytes: UnsafeMutablePointer<UInt8>, byteCapacity: Int, ends: UnsafeMutablePointer<UInt32>,
      positions: UnsafeMutablePointer<UInt32>, wordCapacity: Int, fieldBits: UInt32, next: UInt32, endBase: UInt32
    ) {
      self.bytes = bytes
      self.byteCapacity = byteCapacity
      self.ends = ends
      self.positions = positions
      self.wordCapacity = wordCapacity
      self.fieldBits = fieldBits
      self.next = next
      self.endBase = endBase
    }

    /// The folded bytes written, each word ending at its `ends` entry (counted from `endBase`).
    var writtenBytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: bytes, count: byteCount) }
    var writtenEnds: UnsafeBufferPointer<UInt32> { UnsafeBufferPointer(start: ends, count: wordCount) }
    var writtenPositions: UnsafeMutableBufferPointer<UInt32> {
      UnsafeMutableBufferPointer(start: positions, count: wordCount)
    }

    @inline(__always) mutating func append(ascii run: UnsafeBufferPointer<UInt8>, folding: [UInt8]) {
      if byteCount &+ run.count > byteCapacity { growBytes(to: byteCount &+ run.count) }
      let out = bytes + byteCount
      folding.withUnsafeBufferPointer { folding in
        for i in 0..<run.count { out[i] = folding[Int(run[i])] }
      }
      byteCount &+= run.count
    }

    /// Finds the run and writes its folded bytes in one pass (the default finds it, then reads
    /// it again to append it): room for the rest of the text is made first, which the run
    /// cannot outgrow.
    @inline(__always) mutating func appendASCIIRun(
      of utf8: UnsafeBufferPointer<UInt8>, from start: Int, folding: [UInt8]
    ) -> Int {
      let rest = utf8.count &- start
      if byteCount &+ rest > byteCapacity { growBytes(to: byteCount &+ rest) }
      let out = bytes + byteCount
      var end = start
      folding.withUnsafeBufferPointer { folding in
        let table = folding.baseAddress.unsafelyUnwrapped
        let input = utf8.baseAddress.unsafelyUnwrapped
        let count = utf8.count
        while end < count {
          let byte = input[end]
          guard byte < 0x80 else { break }
          let folded = table[Int(byte)]
          guard folded != 0 else { break }
          out[end &- start] = folded
          end &+= 1
        }
      }
      byteCount &+= end &- start
      return end
    }

    @inline(__always) mutating func append(contentsOf folded: [UInt8]) {
      if byteCount &+ folded.count > byteCapacity { growBytes(to: byteCount &+ folded.count) }
      folded.withUnsafeBufferPointer { folded in
        (bytes + byteCount).update(from: folded.baseAddress.unsafelyUnwrapped, count: folded.count)
      }
      byteCount &+= folded.count
    }

    @inline(__always) mutating func endWord(source: Range<Int>) {
      if wordCount == wordCapacity { growWords() }
      ends[wordCount] = endBase &+ UInt32(truncatingIfNeeded: byteCount)
      positions[wordCount] = fieldBits | min(next, IndexLayout.positionMask)
      wordCount &+= 1
      next &+= 1
    }

    @inline(never) private mutating func growBytes(to needed: Int) {
      let capacity = max(needed, byteCapacity * 2)
      let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
      grown.update(from: bytes, count: byteCount)
      bytes.deallocate()
      bytes = grown
      byteCapacity = capacity
    }

    @inline(never) private mutating func growWords() {
      let capacity = wordCapacity * 2
      let grownEnds = UnsafeMutablePointer<UInt32>.allocate(capacity: capacity)
      let grownPositions = UnsafeMutablePointer<UInt32>.allocate(capacity: capacity)
      grownEnds.update(from: ends, count: wordCount)
      grownPositions.update(from: positions, count: wordCount)
      ends.deallocate()
      positions.deallocate()
      ends = grownEnds
      positions = grownPositions
      wordCapacity = capacity
    }
  }
}
