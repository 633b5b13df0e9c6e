/// Sets the bits of records taken in ascending order in a bitset's words (`Bitset`, the `touched`
/// bits of `MarkScratch`).
///
/// When `gathering`, the bits of records in one word of 64 are gathered in a register and or-ed
/// in once, when the next record is in another word (and by `flush()`): or-ing each record into
/// memory made every one wait for the store of the one before it in the same word, which a dense
/// list (a broad word's records) mostly is. Otherwise each record is or-ed in on its own: in a
/// sparse list, the end of each run is a branch no predictor follows. Measured on one core over a
/// range of 16 million records: gaps of 1-2 took 0.8 ns a record gathered against 1.4 or-ed, gaps
/// of 1-32 took 2.1 against 0.9.
struct BitRun {
  /// The average gap between records below which gathering pays: where the two ways cost the
  /// same, at gaps of 1-8 and 1-16 in that measure.
  static let denseGap = 6

  private let words: UnsafeMutablePointer<UInt64>
  private let gathering: Bool
  private var word = -1
  private var bits: UInt64 = 0

  /// A run over `words`, gathering when its records are about `denseGap` apart or closer.
  init(_ words: UnsafeMutablePointer<UInt64>, gathering: Bool) {
    self.words = words
    self.gathering = gathering
  }

  @inline(__always) mutating func insert(_ doc: Int) {
    guard gathering else {
      words[doc &>> 6] |= 1 &<< UInt64(doc & 63)
      return
    }
    if doc &>> 6 != word {
      flush()
      word = doc &>> 6
    }
    bits |= 1 &<< UInt64(doc & 63)
  }

  /// Writes the bits gathered so far: after the last record, before anyone reads the words.
  @inline(__always) mutating func flush() {
    if word >= 0 { words[word] |= bits }
    bits = 0
  }
}
