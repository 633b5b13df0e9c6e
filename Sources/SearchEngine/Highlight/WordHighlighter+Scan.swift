extension WordHighlighter {
  /// What one scan of a text gives: its tokens (all, or the matched ones only) and whether every
  /// word of it matched whole.
  struct Scan {
    var tokens: [Token] = []
    var allWhole = true
  }

  /// Tokenizes `text` as the index did and matches each word, keeping the unmatched words' tokens
  /// too with `keepingUnmatched`.
  ///
  /// The tokenizer writes each word's folded bytes through a pointer into a buffer of this scan
  /// and hands the word to the matcher directly: the 20 hits of a page have thousands of words, and
  /// collecting them in an array through a closure retained, released and checked the array's
  /// capacity at every byte and word (about a twentieth of a median query on bestbuy-1m).
  func scan(_ text: String, keepingUnmatched: Bool) -> Scan {
    var sink = TokenSink(highlighter: self, keepsUnmatched: keepingUnmatched)
    defer { sink.word.deallocate() }
    Tokenizer.scan(text, into: &sink, normalization: normalization, camelCase: camelCase)
    return sink.scan
  }

  /// The tokenizer's sink: the word being read in a buffer that grows when a word needs more.
  struct TokenSink: WordSink {
    let highlighter: WordHighlighter
    let keepsUnmatched: Bool
    var word: UnsafeMutableBufferPointer<UInt8> = .allocate(capacity: 64)
    var length = 0
    var scan = Scan()

    init(highlighter: WordHighlighter, keepsUnmatched: Bool) {
      self.highlighter = highlighter
      self.keepsUnmatched = keepsUnmatched
    }

    mutating func append(ascii run: UnsafeBufferPointer<UInt8>, folding: [UInt8]) {
      if length + run.count > word.count { grow(to: length + run.count) }
      folding.withUnsafeBufferPointer { folding in
        for byte in run {
          word[length] = folding[Int(byte)]
          length &+= 1
        }
      }
    }

    mutating func append(contentsOf bytes: [UInt8]) {
      if length + bytes.count > word.count { grow(to: length + bytes.count) }
      for byte in bytes {
        word[length] = byte
        length &+= 1
      }
    }

    mutating func endWord(source: Range<Int>) {
      let bytes = UnsafeBufferPointer(rebasing: word[0..<length])
      length = 0
      if let token = highlighter.token(bytes, at: source) {
        if token.highlightLength != source.count { scan.allWhole = false }
        scan.tokens.append(token)
      } else {
        scan.allWhole = false
        if keepsUnmatched { scan.tokens.append(Token(range: source, highlightLength: 0, queryWord: nil)) }
      }
    }

    /// A buffer of at least `needed` bytes holding the word read so far.
    @inline(never)
    private mutating func grow(to needed: Int) {
      let larger = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(needed, 2 * word.count))
      _ = larger.initialize(from: word[0..<length])
      word.deallocate()
      word = larger
    }
  }
}
